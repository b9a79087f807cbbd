import { RequireAuth } from "@client/components/layout/require-auth";
import { OwnerTourList } from "@client/features/tours/components/owner-tour-list";
import { TourSlotsManager } from "@client/features/tours/components/tour-slots-manager";
import { ownerInquiryConversation } from "../compose/inquiry-conversations";
import { InquiryInbox } from "@client/features/inquiries/components/inquiry-inbox";
import { OwnerVenuesSection } from "@client/features/venue-owners/components/owner-venues-section";

/**
 * The venue owner's working page: their venues with stats, then the sections other slices compose in
 * (tour slots + tour requests, the inquiry inbox).
 */
export default function VenueOwnerDashboardPage() {
  return (
    <RequireAuth kind="venue_owner">
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <header className="mb-10">
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sage">Venue Dashboard</p>
          <h1 className="text-4xl leading-tight text-ink sm:text-5xl">Venue dashboard</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            Your venues, how couples find them, and the tours and inquiries waiting for you.
          </p>
        </header>
        <div className="grid grid-cols-1 gap-10">
          <OwnerVenuesSection />
          <OwnerTourList />
          <TourSlotsManager />
          <InquiryInbox listingKind="venue" renderConversation={ownerInquiryConversation} />
        </div>
      </div>
    </RequireAuth>
  );
}
