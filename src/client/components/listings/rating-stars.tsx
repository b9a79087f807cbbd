import { Star } from "lucide-react";
import { ratingLabel, type ListingRating } from "@shared/schemas/reviews";
import { cx } from "@client/components/ui/class-names";

/**
 * Five stars filled to `value` (halves and tenths drawn by clipping a filled row over an empty one).
 * Decorative: the caller gives the words (RatingSummary, or a review's own label).
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const row = (filled: boolean) =>
    Array.from({ length: 5 }, (_, i) => (
      <Star
        key={i}
        className={cx("size-[1em] shrink-0", filled ? "fill-gold text-gold" : "fill-line text-line")}
        aria-hidden
      />
    ));
  return (
    <span className={cx("relative inline-flex", className)} aria-hidden>
      <span className="flex">{row(false)}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden" style={{ width: `${percent}%` }}>
        {row(true)}
      </span>
    </span>
  );
}

/**
 * A listing's rating: stars, "4.5" and "(12)", read out as "4.5 out of 5 stars, 12 reviews". Nothing at
 * all for a listing without reviews (no made-up zero stars).
 */
export function RatingSummary({
  rating,
  className,
  isLarge = false,
}: {
  rating: ListingRating | null;
  className?: string;
  isLarge?: boolean;
}) {
  if (!rating) return null;
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating)}
      className={cx("inline-flex items-center gap-1.5", isLarge ? "text-lead" : "text-sm", className)}
    >
      <Stars value={rating.average} />
      <span className="font-semibold text-ink">{rating.average.toFixed(1)}</span>
      <span className="text-muted">({rating.count.toLocaleString("en-US")})</span>
    </span>
  );
}
