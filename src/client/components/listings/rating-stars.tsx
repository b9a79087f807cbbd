import { ratingLabel, type ListingRating } from "@shared/schemas/reviews";
import { cx } from "@client/components/ui/class-names";

/**
 * Five stars filled to `value` (halves and tenths drawn by clipping a filled row over an empty one).
 * Decorative: the caller gives the words (RatingSummary, or a review's own label).
 */
export function Stars({ value, className }: { value: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  // Text stars, not icons: one glyph row costs no chunk of its own (the landing page's budget counts
  // every chunk name the entry may preload).
  return (
    <span className={cx("relative inline-block leading-none tracking-[0.08em]", className)} aria-hidden>
      <span className="text-line">★★★★★</span>
      <span className="absolute inset-y-0 left-0 overflow-hidden text-gold" style={{ width: `${percent}%` }}>
        ★★★★★
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
