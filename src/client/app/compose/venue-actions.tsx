import type { VenueDetail } from "@shared/schemas/marketplace";

/**
 * What a visitor can do on a venue's page (the detail view shows these under the price): request a tour,
 * send an inquiry, save, claim. Each feature supplies its own control; this file only orders them.
 */
export function VenueActions({ venue }: { venue: VenueDetail }) {
  void venue;
  return (
    <>
      {/* tours: request a tour */}
      {/* inquiries: send an inquiry */}
      {/* saved venues: save / unsave */}
      {/* claims: claim this listing (unclaimed only) */}
    </>
  );
}
