import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import type { ListingKind } from "@shared/schemas/claims";
import { RatingSummary } from "@client/components/listings/rating-stars";
import { Button } from "@client/components/ui/button";
import { useSession } from "@client/lib/session";
import { useListingReviews, useReviewEligibility } from "../api/reviews-api";
import { ReviewItem } from "./review-item";
import { WriteReview } from "./write-review";

/**
 * "Reviews" on a venue's or vendor's page (issue #13): the rating, the rules in plain words, the
 * write-a-review panel, the reviews newest first with the business's replies, a report button on each.
 */
export function ReviewsSection({
  kind,
  slug,
  name,
  onReviewed,
}: {
  kind: ListingKind;
  slug: string;
  name: string;
  /** A review was published: the listing's rating changed (the route refreshes the listing's queries). */
  onReviewed?: () => void;
}) {
  const { status, user } = useSession();
  const isSignedIn = status === "signed-in" && user !== null;
  const reviews = useListingReviews(kind, slug, 1);
  const eligibility = useReviewEligibility(kind, slug, isSignedIn);
  const first = reviews.data;
  const [pageCount, setPageCount] = useState(1);
  const isOwner = eligibility.data?.isOwner === true;
  const pageProps = { kind, slug, name, isOwner, onMore: () => setPageCount((n) => n + 1) };

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 border-t border-line pt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reviews-title" className="text-3xl text-ink">
          Reviews
        </h2>
        {first?.rating && <RatingSummary rating={first.rating} isLarge />}
      </div>

      <div className="mt-4 flex gap-3 rounded-2xl border border-line bg-ivory p-4 text-sm leading-relaxed text-muted">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-sage" aria-hidden />
        <div>
          <h3 className="font-sans text-sm font-semibold text-ink">How reviews work</h3>
          <ul className="mt-1 list-disc pl-4">
            <li>
              {kind === "venue"
                ? "Only couples who toured or booked this venue through June can review it, once."
                : "Only couples who booked this vendor through June can review it, once."}
            </li>
            <li>The business can reply to each review once.</li>
            <li>
              Report a review that breaks the rules — about another business, hateful, or sharing private
              details — and our team will look at it.
            </li>
          </ul>
        </div>
      </div>

      {status !== "loading" && (
        <WriteReview
          kind={kind}
          slug={slug}
          name={name}
          isSignedIn={isSignedIn}
          eligibility={eligibility.data}
          onReviewed={onReviewed}
        />
      )}

      {reviews.isPending ? (
        <div className="mt-6 flex flex-col gap-4" aria-hidden>
          {[0, 1].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-3xl bg-cream" />
          ))}
        </div>
      ) : reviews.isError ? (
        <div
          className="mt-6 flex flex-col items-start gap-3 rounded-3xl border border-line bg-white p-5"
          role="alert"
        >
          <p className="text-body text-ink">We couldn't load the reviews.</p>
          <Button variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </div>
      ) : first?.total === 0 ? (
        <p className="mt-6 text-body text-muted">
          No reviews yet. {kind === "venue" ? "Couples who tour or book" : "Couples who book"} {name} can be
          the first.
        </p>
      ) : (
        Array.from({ length: pageCount }, (_, i) => (
          <ReviewsPageList key={i + 1} page={i + 1} isLast={i + 1 === pageCount} {...pageProps} />
        ))
      )}
    </section>
  );
}

/** One page of reviews; the last one shown offers the next (its own query, so the pages above stay put). */
function ReviewsPageList({
  kind,
  slug,
  name,
  isOwner,
  page,
  isLast,
  onMore,
}: {
  kind: ListingKind;
  slug: string;
  name: string;
  isOwner: boolean;
  page: number;
  isLast: boolean;
  onMore: () => void;
}) {
  const reviews = useListingReviews(kind, slug, page);
  if (reviews.isPending)
    return (
      <div className="mt-4 h-36 animate-pulse rounded-3xl bg-cream" role="status">
        <span className="sr-only">Loading more reviews…</span>
      </div>
    );
  if (reviews.isError)
    return (
      <div className="mt-4 flex justify-center">
        <Button variant="secondary" onClick={() => void reviews.refetch()}>
          Couldn't load more reviews — try again
        </Button>
      </div>
    );
  const { items, total, pageSize } = reviews.data;
  return (
    <>
      <ul className={page === 1 ? "mt-6 flex flex-col gap-4" : "mt-4 flex flex-col gap-4"}>
        {items.map((r) => (
          <ReviewItem key={r.id} review={r} kind={kind} slug={slug} businessName={name} canReply={isOwner} />
        ))}
      </ul>
      {isLast && page * pageSize < total && (
        <div className="mt-5 flex justify-center">
          <Button variant="secondary" onClick={onMore}>
            Show more reviews
          </Button>
        </div>
      )}
    </>
  );
}
