import type { VendorDetail } from "@shared/schemas/marketplace";
import { ClaimLink } from "@client/features/claims/components/claim-link";
import { SendInquiryButton } from "@client/features/inquiries/components/send-inquiry-button";

/** The vendor page's main action, also kept in reach on phones: send an inquiry. */
export function VendorPrimaryAction({ vendor }: { vendor: VendorDetail }) {
  return <SendInquiryButton listingKind="vendor" slug={vendor.slug} name={vendor.businessName} isCompact />;
}

/** What a visitor can do on a vendor's page: send an inquiry, claim. Each feature supplies its control. */
export function VendorActions({ vendor }: { vendor: VendorDetail }) {
  return (
    <>
      <SendInquiryButton listingKind="vendor" slug={vendor.slug} name={vendor.businessName} />
      <ClaimLink kind="vendor" slug={vendor.slug} isClaimed={vendor.isClaimed} />
    </>
  );
}
