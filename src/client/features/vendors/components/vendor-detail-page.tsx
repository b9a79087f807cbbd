import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DetailSkeleton } from "@client/components/listings/detail-parts";
import { ErrorState } from "@client/components/listings/result-states";
import { useListingTitle } from "@client/components/listings/use-listing-title";
import { ApiError } from "@client/lib/api";
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
  /** What a visitor can do with the listing (save, inquire, tour, claim), composed by the route. */
  actions?: (listing: VendorDetail) => ReactNode;
  /** The one action kept in reach on phones (a bar above the tab bar), composed by the route. */
  primaryAction?: (listing: VendorDetail) => ReactNode;
  /** Full-width sections after the page's own (e.g. recommendations by fellow pros), composed by the route. */
  sections?: (listing: VendorDetail) => ReactNode;
}) {
  const query = useQuery(vendorDetailQuery(slug));
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useListingTitle(isNotFound ? "Page Not Found" : query.data?.businessName);
  if (query.isPending) return <DetailSkeleton />;
  if (isNotFound) return <>{notFound}</>;
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <ErrorState
          title="We couldn't load this vendor"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  return (
    <VendorDetailView
      key={query.data.slug}
      vendor={query.data}
      actions={actions?.(query.data)}
      primaryAction={primaryAction?.(query.data)}
      sections={sections?.(query.data)}
    />
  );
}
