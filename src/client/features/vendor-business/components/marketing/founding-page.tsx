import { useQuery } from "@tanstack/react-query";
import { Award, BadgeCheck, CircleCheck, LockKeyhole, Megaphone, MessagesSquare } from "lucide-react";
import { useRef, useState } from "react";
import { ButtonLink, buttonClass } from "@client/components/ui/button";
import { foundingStatsQuery } from "../../api/founding-api";
import { foundingProgress } from "../../utils/founding-progress";
import { FoundingForm } from "./founding-form";
import { IconCardGrid, MarketingHero, MarketingSection } from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";
import { EmailAddress } from "@client/components/ui/email-address";

const perks = [
  {
    icon: Megaphone,
    title: "A year of featured placement",
    body: "Your listing at the top of your category in your city for the first twelve months, at no cost.",
  },
  {
    icon: LockKeyhole,
    title: "A lifetime price lock",
    body: "When paid tiers open, you keep the launch price of any tier for as long as you stay with us.",
  },
  {
    icon: MessagesSquare,
    title: "A say in the roadmap",
    body: "A seat in our founders' circle: early looks at new tools and a quarterly call with the team that builds them.",
  },
  {
    icon: BadgeCheck,
    title: "The Founding vendor badge",
    body: "A badge on your profile that tells couples you were here from the start — for good.",
  },
];

function SpotsLeft() {
  const stats = useQuery(foundingStatsQuery);
  if (!stats.data)
    return <div className="h-36 w-full max-w-sm animate-pulse rounded-3xl bg-cream" aria-hidden />;
  const { total } = stats.data;
  const progress = foundingProgress(stats.data);
  return (
    <div className="mx-auto w-full max-w-sm rounded-3xl border border-line bg-white p-6 text-center shadow-[0_18px_40px_-24px_rgba(59,47,44,0.35)]">
      <Award className="mx-auto size-8 text-gold" aria-hidden />
      <p className="mt-3 font-serif text-6xl leading-none text-ink" data-testid="founding-spots">
        {progress.figure}
      </p>
      <p className="mt-2 text-body text-muted">{progress.caption}</p>
      {progress.hasBar && (
        <div
          className="mt-5 h-2 overflow-hidden rounded-full bg-cream"
          role="progressbar"
          aria-label="Founding spots taken"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={progress.taken}
        >
          <div
            className="h-full rounded-full bg-rose"
            style={{ width: `${(progress.taken / total) * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}

function ThankYou({ email }: { email: string }) {
  return (
    <div role="status" className="rounded-3xl bg-sage-light/60 px-6 py-10 text-center sm:px-10">
      <CircleCheck className="mx-auto size-10 text-sage" aria-hidden />
      <h3 className="mt-4 text-3xl text-ink">Thank you — your application is in</h3>
      <p className="mx-auto mt-3 max-w-lg text-base leading-relaxed text-muted">
        We sent a confirmation to{" "}
        <strong className="font-medium text-ink">
          <EmailAddress email={email} />
        </strong>
        . We read every application ourselves and reply within five business days.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/vendor-benefits" variant="secondary">
          Why vendors join
        </ButtonLink>
        <ButtonLink to="/friendors" variant="secondary">
          Explore friendors
        </ButtonLink>
      </div>
    </div>
  );
}

/** /founding-50: the founding vendor programme, spots left, and the application. */
export function FoundingPage() {
  const [appliedAs, setAppliedAs] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  return (
    <div>
      <MarketingHero
        eyebrow="The Founding 50"
        title={
          <>
            Fifty vendors, <em className="text-rose">in from the start</em>
          </>
        }
        intro={
          <p>
            We're inviting fifty wedding vendors across Ohio and Tennessee to grow with June Weddings.
            Founders get perks no one else will, and help shape what we build. Applying is free, and no
            payment is taken.
          </p>
        }
        actions={
          <a href="#apply" className={buttonClass("primary", "lg")}>
            Apply now
          </a>
        }
        aside={<SpotsLeft />}
      />

      <MarketingSection id="founding-perks" eyebrow="What founders get" title="Perks that last" tone="cream">
        <IconCardGrid items={perks} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <p className="mx-auto mt-8 max-w-2xl text-center text-body text-muted">
          Who we're looking for: independent pros and small teams with a real portfolio, kind reviews and a
          love for the couples they serve — in any of our 12 categories.
        </p>
      </MarketingSection>

      <section
        id="apply"
        aria-labelledby="founding-apply"
        className="mx-auto max-w-3xl scroll-mt-24 px-5 py-16 sm:px-8 lg:py-24"
      >
        <SectionIntro
          id="founding-apply"
          eyebrow="Apply"
          title="Tell us about your business"
          intro="Five minutes. We'll reply by email either way."
          align="left"
        />
        <div ref={resultRef} tabIndex={-1} className="mt-10 focus:outline-none">
          {appliedAs ? (
            <ThankYou email={appliedAs} />
          ) : (
            <div className="rounded-3xl border border-line bg-white p-6 sm:p-8">
              <FoundingForm
                onApplied={(email) => {
                  setAppliedAs(email);
                  // Move focus to the thank-you panel, so keyboard and screen-reader users land on it.
                  requestAnimationFrame(() => resultRef.current?.focus());
                }}
              />
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
