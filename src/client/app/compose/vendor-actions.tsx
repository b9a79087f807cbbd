import type { VendorDetail } from "@shared/schemas/marketplace";
import { ClaimLink } from "@client/features/claims/components/claim-link";
import { SendInquiryButton } from "@client/features/inquiries/components/send-inquiry-button";

/** What a visitor can do on a vendor's page: send an inquiry, claim. Each feature supplies its control. */
export function VendorActions({ vendor }: { vendor: VendorDetail }) {
  return (
    <>
      <SendInquiryButton listingKind="vendor" slug={vendor.slug} name={vendor.businessName} />
      <ClaimLink kind="vendor" slug={vendor.slug} isClaimed={vendor.isClaimed} />
    </>
  );
}
