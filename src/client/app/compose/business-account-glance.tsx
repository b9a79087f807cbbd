import { NewInquiriesGlance } from "@client/features/inquiries/components/new-inquiries-glance";
import { UpcomingToursGlance } from "@client/features/tours/components/upcoming-tours-glance";
import { VendorGlance } from "@client/features/vendor-business/components/vendor-glance";
import { OwnerGlance } from "@client/features/venue-owners/components/owner-glance";

/**
 * What a venue owner's or vendor's account page leads with (issue #18): the dashboard at a glance — the
 * numbers, new inquiries, upcoming tours — and one way into the full dashboard; business details and the
 * password come after.
 */
export function VenueOwnerAccountGlance() {
  return (
    <div className="flex flex-col gap-6">
      <OwnerGlance />
      <div className="grid gap-6 lg:grid-cols-2">
        <NewInquiriesGlance kind="venue" />
        <UpcomingToursGlance />
      </div>
    </div>
  );
}

export function VendorAccountGlance() {
  return (
    <div className="flex flex-col gap-6">
      <VendorGlance />
      <NewInquiriesGlance kind="vendor" />
    </div>
  );
}
