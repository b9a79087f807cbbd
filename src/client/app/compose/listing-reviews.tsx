import { useQueryClient } from "@tanstack/react-query";
import type { ListingKind } from "@shared/schemas/claims";
import { ReviewsSection } from "@client/features/reviews/components/reviews-section";

/**
 * The reviews section of a venue's or vendor's page. A new review changes the listing's rating, shown in
 * the page header and on result cards: their queries (the venues' and vendors' features) are refreshed.
 */
export function ListingReviews({ kind, slug, name }: { kind: ListingKind; slug: string; name: string }) {
  const qc = useQueryClient();
  return (
    <ReviewsSection
      kind={kind}
      slug={slug}
      name={name}
      onReviewed={() => void qc.invalidateQueries({ queryKey: [kind === "venue" ? "venues" : "vendors"] })}
    />
  );
}
