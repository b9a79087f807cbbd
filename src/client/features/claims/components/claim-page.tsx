import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Clock, ShieldCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import type { ClaimableListing, ListingKind } from "@shared/schemas/claims";
import { ButtonLink } from "@client/components/ui/button";
import { useSession } from "@client/lib/session";
import { useClaimListing } from "../api/claims-api";
import { claimCopy } from "../utils/claim-copy";
import { ClaimForm } from "./claim-form";
import { ClaimReceived } from "./claim-received";
import { ListingFinder, SelectedListing } from "./listing-finder";
import { MyClaims } from "./my-claims";
import { EmailAddress } from "@client/components/ui/email-address";

/** /venue/claim and /vendor/claim: why claim, how we verify, find the listing, send the claim. */
export function ClaimPage({ kind }: { kind: ListingKind }) {
  const copy = claimCopy[kind];
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const slug = params.get("listing");
  const listing = useClaimListing(kind, slug);
  const qc = useQueryClient();
  const [submitted, setSubmitted] = useState<ClaimableListing | null>(null);
  const isClaimant = user?.kind === copy.accountKind;

  const choose = (picked: ClaimableListing | null) => {
    setSubmitted(null);
    if (picked) qc.setQueryData(["claims", "listing", kind, picked.slug], picked);
    setParams(picked ? { listing: picked.slug } : {}, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">{copy.eyebrow}</p>
        <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">{copy.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{copy.lead}</p>
      </header>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3" aria-label="What claiming gives you">
        {copy.benefits.map((b) => (
          <li key={b.title} className="rounded-3xl border border-line bg-white/70 p-5">
            <BadgeCheck className="size-5 text-sage" aria-hidden />
            <p className="mt-2 font-medium text-ink">{b.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-muted">{b.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <Step number={1} title="Find your listing">
            {slug && listing.data ? (
              <SelectedListing listing={listing.data} onChange={() => choose(null)} />
            ) : slug && listing.isPending ? (
              <div className="h-20 animate-pulse rounded-2xl bg-cream" aria-label="Loading the listing" />
            ) : (
              <>
                {slug && listing.isError && (
                  <p role="alert" className="mb-4 rounded-2xl bg-blush/50 px-4 py-3 text-sm text-ink">
                    We couldn't find that listing. Search for it by name below.
                  </p>
                )}
                <ListingFinder kind={kind} onSelect={choose} />
              </>
            )}
          </Step>

          <Step number={2} title="Tell us how to verify you">
            {!listing.data ? (
              // Who can claim shows before a listing is chosen, so nobody fills step 1 in vain.
              <ClaimGate kind={kind}>
                <p className="text-muted">Choose your {copy.noun} in step 1 first.</p>
              </ClaimGate>
            ) : submitted ? (
              <ClaimReceived listing={submitted} email={user?.email ?? ""} onAnother={() => choose(null)} />
            ) : listing.data.isClaimed ? (
              <AlreadyClaimed kind={kind} />
            ) : (
              <ClaimGate kind={kind}>
                <ClaimForm key={listing.data.slug} listing={listing.data} onSubmitted={setSubmitted} />
              </ClaimGate>
            )}
          </Step>
        </div>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby="verify-h" className="rounded-3xl border border-line bg-cream/50 p-6">
            <h2 id="verify-h" className="text-2xl text-ink">
              How verification works
            </h2>
            <ul className="mt-4 flex flex-col gap-3 text-body text-muted">
              <li className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
                <span>A person on our team reviews every claim within 2 business days.</span>
              </li>
              <li className="flex gap-3">
                <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
                <span>
                  We check what you tell us — usually a quick call, your business email's domain or your
                  website.
                </span>
              </li>
              <li className="flex gap-3">
                <BadgeCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
                <span>
                  Nothing on the listing changes until your claim is approved. We email you either way.
                </span>
              </li>
            </ul>
          </section>
          {isClaimant && (
            <section aria-labelledby="my-claims-h" className="rounded-3xl border border-line bg-white p-6">
              <h2 id="my-claims-h" className="text-2xl text-ink">
                Your claims
              </h2>
              <div className="mt-4">
                <MyClaims />
              </div>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `claim-step-${number}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-6 sm:p-8">
      <h2 id={id} className="flex items-center gap-3 text-2xl text-ink">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blush font-sans text-sm font-semibold text-rose-dark"
          aria-hidden
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Step {number}: </span>
          {title}
        </span>
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function AlreadyClaimed({ kind }: { kind: ListingKind }) {
  return (
    <div role="status" className="rounded-2xl bg-cream/70 p-5">
      <p className="font-medium text-ink">This listing has already been claimed.</p>
      <p className="mt-1 text-body text-muted">
        Its {claimCopy[kind].noun} manages it on June Weddings. If you think that's a mistake,{" "}
        <Link to={`/contact?topic=${kind}s`} className="text-rose underline-offset-4 hover:underline">
          contact us
        </Link>{" "}
        and we'll look into it.
      </p>
    </div>
  );
}

/** Signed-out visitors and other kinds of accounts learn what they need; the right account sees the form. */
function ClaimGate({ kind, children }: { kind: ListingKind; children: ReactNode }) {
  const copy = claimCopy[kind];
  const { status, user } = useSession();
  const location = useLocation();
  const next = encodeURIComponent(location.pathname + location.search);
  if (status === "loading")
    return <div className="h-24 animate-pulse rounded-2xl bg-cream" aria-label="Loading" />;
  if (!user) {
    return (
      <div>
        <p className="text-body text-ink">
          Sign in with your {copy.accountName} to send the claim. New here? Creating one is free.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={`/login?next=${next}`}>Sign in to claim</ButtonLink>
          <ButtonLink to={`${copy.signupPath}?next=${next}`} variant="secondary">
            Create a {copy.accountName}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (user.kind !== copy.accountKind) {
    return (
      <div role="status" className="rounded-2xl bg-cream/70 p-5">
        <p className="font-medium text-ink">
          Claiming a {copy.noun} needs a {copy.accountName}.
        </p>
        <p className="mt-1 text-body text-muted">
          You're signed in as <EmailAddress email={user.email} />, which isn't a {copy.accountName}. Sign out,
          then sign in with — or create — a {copy.accountName} for your {copy.noun}.
        </p>
        <ButtonLink to={copy.signupPath} variant="secondary" size="sm" className="mt-4">
          About {copy.accountName}s
        </ButtonLink>
      </div>
    );
  }
  return <>{children}</>;
}
