import type { VendorDetail } from "@shared/schemas/marketplace";

/** What a visitor can do on a vendor's page: send an inquiry, claim. Each feature supplies its control. */
export function VendorActions({ vendor }: { vendor: VendorDetail }) {
  void vendor;
  return (
    <>
      {/* inquiries: send an inquiry */}
      {/* claims: claim this listing (unclaimed only) */}
    </>
  );
}
