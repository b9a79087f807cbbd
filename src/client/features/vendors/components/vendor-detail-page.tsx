import type { ReactNode } from "react";
import { ListingDetailLoader } from "@client/components/listings/listing-detail-loader";
import type { VendorDetail } from "@shared/schemas/marketplace";
import { vendorDetailQuery } from "../api/vendors-api";
import { VendorDetailView } from "./vendor-detail-view";

/** /vendor/{slug}: loads the vendor; an unknown slug shows the app's 404 page (passed in by the route). */
export function VendorDetailPage({
  slug,
  notFound,
  actions,
  primaryAction,
  sections,
}: {
  slug: string;
  notFound: ReactNode;
  /** What a visitor can do with the listing (inquire, claim), composed by the route. */
  actions?: (listing: VendorDetail) => ReactNode;
  /** The one action kept in reach on phones (a bar above the tab bar), composed by the route. */
  primaryAction?: (listing: VendorDetail) => ReactNode;
  /** Full-width sections after the page's own (e.g. recommendations by fellow pros), composed by the route. */
  sections?: (listing: VendorDetail) => ReactNode;
}) {
  return (
    <ListingDetailLoader
      query={vendorDetailQuery(slug)}
      nameOf={(vendor) => vendor.businessName}
      notFound={notFound}
      errorTitle="We couldn't load this vendor"
    >
      {(vendor) => (
        <VendorDetailView
          key={vendor.slug}
          vendor={vendor}
          actions={actions?.(vendor)}
          primaryAction={primaryAction?.(vendor)}
          sections={sections?.(vendor)}
        />
      )}
    </ListingDetailLoader>
  );
}
