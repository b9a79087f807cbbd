import { CoupleInquiriesSection } from "@client/features/inquiries/components/couple-inquiries-section";
import { coupleInquiryConversation } from "./inquiry-conversations";
import { CoupleToursSection } from "@client/features/tours/components/couple-tours-section";
import { SavedVenuesSection } from "@client/features/venues/components/saved-venues-section";

/** Full-width cards on /couple-account under the profile: each feature supplies its own section. */
export function CoupleAccountSections() {
  return (
    <>
      <SavedVenuesSection />
      <CoupleToursSection />
      <CoupleInquiriesSection renderConversation={coupleInquiryConversation} />
    </>
  );
}
