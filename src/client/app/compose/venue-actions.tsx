import type { VenueDetail } from "@shared/schemas/marketplace";
import { ClaimLink } from "@client/features/claims/components/claim-link";
import { RequestTourButton } from "@client/features/tours/components/request-tour-button";
import { SendInquiryButton } from "@client/features/inquiries/components/send-inquiry-button";
import { SaveVenueButton } from "@client/features/venues/components/save-venue-button";

/** The venue page's main action, also kept in reach on phones: request a tour. */
export function VenuePrimaryAction({ venue }: { venue: VenueDetail }) {
  return <RequestTourButton slug={venue.slug} />;
}

/**
 * What a visitor can do on a venue's page (the detail view shows these under the price): request a tour,
 * send an inquiry, save, claim. Each feature supplies its own control; this file only orders them.
 */
export function VenueActions({ venue }: { venue: VenueDetail }) {
  return (
    <>
      <RequestTourButton slug={venue.slug} />
      <SendInquiryButton listingKind="venue" slug={venue.slug} name={venue.name} variant="secondary" />
      <SaveVenueButton venue={venue} />
      <ClaimLink kind="venue" slug={venue.slug} isClaimed={venue.isClaimed} />
    </>
  );
}
