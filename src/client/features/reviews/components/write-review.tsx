import { PenLine } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { ListingKind } from "@shared/schemas/claims";
import type { ReviewEligibility } from "@shared/schemas/reviews";
import { Button, ButtonLink } from "@client/components/ui/button";
import { FormLoading } from "./form-loading";

const ReviewForm = lazy(() => import("./review-form"));

/**
 * Where a couple writes its review, or reads why it can't yet. Signed-out visitors are invited to sign
 * in; businesses and contributors see nothing here (the rules above say who reviews).
 */
export function WriteReview({
  kind,
  slug,
  name,
  isSignedIn,
  eligibility,
  onReviewed,
}: {
  kind: ListingKind;
  slug: string;
  name: string;
  isSignedIn: boolean;
  eligibility: ReviewEligibility | undefined;
  onReviewed?: (() => void) | undefined;
}) {
  const location = useLocation();
  const [isWriting, setIsWriting] = useState(false);
  const visited = kind === "venue" ? "Toured or booked" : "Booked";

  if (!isSignedIn) {
    const next = encodeURIComponent(`${location.pathname}${location.search}#reviews`);
    return (
      <Panel>
        <p className="text-body text-ink">
          {visited} {name}? Sign in to share how it went.
        </p>
        <ButtonLink to={`/login?next=${next}`} variant="secondary" size="sm">
          Sign in to review
        </ButtonLink>
      </Panel>
    );
  }
  if (!eligibility) return null;
  switch (eligibility.reason) {
    case "account_kind":
      return null;
    case "already_reviewed":
      return (
        <Panel>
          <p className="text-body text-ink">Thank you — you have reviewed {name}.</p>
        </Panel>
      );
    case "no_visit":
      return (
        <Panel>
          <p className="text-body text-muted">
            {kind === "venue"
              ? `You can review ${name} once your tour has happened, or once they mark your inquiry booked.`
              : `You can review ${name} once they mark your inquiry booked.`}
          </p>
        </Panel>
      );
    case "signed_out":
    case "eligible":
      if (isWriting)
        return (
          <Suspense fallback={<FormLoading />}>
            <ReviewForm
              kind={kind}
              slug={slug}
              name={name}
              onDone={(isPublished) => {
                setIsWriting(false);
                if (isPublished) onReviewed?.();
              }}
            />
          </Suspense>
        );
      return (
        <Panel>
          <p className="text-body text-ink">
            You {kind === "venue" ? "visited" : "booked"} {name}. How was it?
          </p>
          <Button size="sm" onClick={() => setIsWriting(true)}>
            <PenLine className="size-4" aria-hidden /> Write a review
          </Button>
        </Panel>
      );
  }
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mt-5 flex flex-col gap-3 rounded-3xl bg-blush/40 p-5 sm:flex-row sm:items-center sm:justify-between">
      {children}
    </div>
  );
}
