import { Mail, X } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useLocation } from "react-router";
import type { ListingKind } from "@shared/schemas/inquiries";
import { Button, ButtonLink } from "@client/components/ui/button";
import { Modal } from "@client/components/ui/modal";
import { useSession } from "@client/lib/session";
import { useMyProfile } from "../api/inquiries-api";

// The form (react-hook-form + zod) loads on first open: a listing page's own JS stays small.
const InquiryForm = lazy(() => import("./inquiry-form"));

type Listing = { listingKind: ListingKind; slug: string; name: string };

/**
 * "Send an inquiry" on a venue's or vendor's page. Couples get the form in a dialog; signed-out visitors
 * are sent to sign in and come back; venue owners and vendors do not see it.
 */
export function SendInquiryButton({
  variant = "primary",
  isCompact = false,
  ...listing
}: Listing & {
  /** "secondary" where another action (a tour request) is the page's primary one. */
  variant?: "primary" | "secondary";
  /** Says "Send an inquiry" to signed-out visitors too (the phone bar has no room for more). */
  isCompact?: boolean;
}) {
  const { status, user } = useSession();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const profile = useMyProfile(user?.kind === "couple");
  const titleId = useId();
  if (status === "loading") return null;
  if (!user) {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <ButtonLink to={`/login?next=${next}`} variant={variant} className="w-full">
        <Mail className="size-4" aria-hidden /> {isCompact ? "Send an inquiry" : "Sign in to send an inquiry"}
      </ButtonLink>
    );
  }
  if (user.kind !== "couple") return null;
  return (
    <>
      <Button variant={variant} className="w-full" onClick={() => setIsOpen(true)}>
        <Mail className="size-4" aria-hidden /> Send an inquiry
      </Button>
      <Modal
        open={isOpen}
        onClose={() => setIsOpen(false)}
        labelledBy={titleId}
        className="m-auto w-[min(34rem,calc(100vw-1.5rem))] rounded-3xl bg-ivory p-0 text-ink shadow-2xl"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-3xl leading-tight text-ink">
                Send an inquiry
              </h2>
              <p className="mt-1 text-sm text-muted">
                To {listing.name}. They reply by email; you can follow it from your account.
              </p>
            </div>
            <button
              type="button"
              onClick={() => setIsOpen(false)}
              className="-mr-2 -mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          {profile.isPending ? (
            <LoadingForm />
          ) : (
            isOpen && (
              <Suspense fallback={<LoadingForm />}>
                <InquiryForm
                  listing={listing}
                  profile={profile.data?.couple ?? null}
                  onSent={() => setIsOpen(false)}
                />
              </Suspense>
            )
          )}
        </div>
      </Modal>
    </>
  );
}

function LoadingForm() {
  return (
    <div className="flex justify-center py-10" role="status">
      <span
        className="size-8 animate-spin rounded-full border-[3px] border-blush border-t-rose"
        aria-hidden
      />
      <span className="sr-only">Loading your wedding details…</span>
    </div>
  );
}
