import { useParams } from "react-router";
import { RecommendedBySection } from "@client/features/vendor-business/components/recommended-by-section";
import { VendorDetailPage } from "@client/features/vendors/components/vendor-detail-page";
import { ListingReviews } from "../compose/listing-reviews";
import { VendorActions, VendorPrimaryAction } from "../compose/vendor-actions";
import NotFoundPage from "./not-found";

/** /vendor/{slug}: a vendor's page. */
export default function VendorDetailRoute() {
  const { slug = "" } = useParams();
  return (
    <VendorDetailPage
      slug={slug}
      notFound={<NotFoundPage />}
      actions={(vendor) => <VendorActions vendor={vendor} />}
      primaryAction={(vendor) => <VendorPrimaryAction vendor={vendor} />}
      sections={(vendor) => (
        <>
          <ListingReviews kind="vendor" slug={vendor.slug} name={vendor.businessName} />
          <RecommendedBySection slug={vendor.slug} />
        </>
      )}
    />
  );
}
