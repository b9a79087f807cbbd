import { RequireAuth } from "@client/components/layout/require-auth";
import { ownerInquiryConversation } from "../compose/inquiry-conversations";
import { InquiryInbox } from "@client/features/inquiries/components/inquiry-inbox";
import { VendorDashboard } from "@client/features/vendor-business/components/vendor-dashboard";

/**
 * /vendor-dashboard: the vendor's stats and listing editor, then sections other features add (the inquiry
 * inbox) as full-width cards in the same column.
 */
export default function VendorDashboardPage() {
  return (
    <RequireAuth kind="vendor">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-5 py-10 sm:px-8 sm:py-14">
        <VendorDashboard />
        <InquiryInbox listingKind="vendor" renderConversation={ownerInquiryConversation} />
      </div>
    </RequireAuth>
  );
}
