import { CalendarCheck, MessageSquare, Store } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ListingKind } from "@shared/schemas/claims";
import type { Review } from "@shared/schemas/reviews";
import { Stars } from "@client/components/listings/rating-stars";
import { Button } from "@client/components/ui/button";
import { FormLoading } from "./form-loading";
import { ReportButton } from "./report-button";

const ReplyForm = lazy(() => import("./reply-form"));

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const basisLabel = { tour: "Toured the venue", booked: "Booked" } as const;

/** One review: stars, title, who and when, why they may review, the text, the business's reply. */
export function ReviewItem({
  review,
  kind,
  slug,
  businessName,
  canReply,
}: {
  review: Review;
  kind: ListingKind;
  slug: string;
  businessName: string;
  /** The viewer manages the listing and the review has no reply yet. */
  canReply: boolean;
}) {
  const [isReplying, setIsReplying] = useState(false);
  const stars = `${review.rating} out of 5 stars`;
  return (
    <li
      className="rounded-3xl border border-line bg-white p-5 sm:p-6"
      aria-label={`Review by ${review.author}`}
    >
      <article>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span role="img" aria-label={stars} className="text-lead">
            <Stars value={review.rating} />
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-sage-light px-2.5 py-0.5 text-xs font-medium text-ink">
            <CalendarCheck className="size-3.5 text-sage" aria-hidden />
            {kind === "venue" ? basisLabel[review.basis] : "Booked"}
          </span>
        </div>
        <h3 className="mt-2 text-title-sm text-ink">{review.title}</h3>
        <p className="mt-1 text-sm text-muted">
          {review.author} ·{" "}
          <time dateTime={review.createdAt}>{monthYear.format(new Date(review.createdAt))}</time>
        </p>
        <p className="mt-3 whitespace-pre-line text-body leading-relaxed text-ink/90">{review.body}</p>

        {review.reply && (
          <div className="mt-4 rounded-2xl bg-cream/70 p-4">
            <p className="flex items-center gap-1.5 text-sm font-semibold text-ink">
              <Store className="size-4 text-sage" aria-hidden /> Reply from {businessName}
            </p>
            <p className="mt-1.5 whitespace-pre-line text-body leading-relaxed text-ink/85">
              {review.reply.body}
            </p>
          </div>
        )}

        {isReplying ? (
          <Suspense fallback={<FormLoading />}>
            <ReplyForm
              kind={kind}
              slug={slug}
              reviewId={review.id}
              author={review.author}
              onDone={() => setIsReplying(false)}
            />
          </Suspense>
        ) : (
          <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
            {canReply && !review.reply && (
              <Button variant="secondary" size="sm" onClick={() => setIsReplying(true)}>
                <MessageSquare className="size-4" aria-hidden /> Reply
              </Button>
            )}
            <ReportButton reviewId={review.id} author={review.author} />
          </div>
        )}
      </article>
    </li>
  );
}
