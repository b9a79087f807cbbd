import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "@client/lib/api";
import { DetailSkeleton } from "./detail-parts";
import { ErrorState } from "./result-states";
import { useListingTitle } from "./use-listing-title";
import { PendingState } from "@client/components/ui/pending-state";

/**
 * Loads one listing for its page: a skeleton while it comes, the app's 404 page (passed in by the route)
 * when the API answers 404, a retryable error otherwise, and the tab titled with the listing's name.
 */
export function ListingDetailLoader<T, Key extends QueryKey>({
  query: options,
  nameOf,
  notFound,
  errorTitle,
  children,
}: {
  query: UseQueryOptions<T, Error, T, Key>;
  nameOf: (listing: T) => string;
  notFound: ReactNode;
  /** e.g. "We couldn't load this venue". */
  errorTitle: string;
  children: (listing: T) => ReactNode;
}) {
  const query = useQuery(options);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useListingTitle(isNotFound ? "Page Not Found" : query.data && nameOf(query.data));
  if (query.isPending)
    return (
      <PendingState query={query}>
        <DetailSkeleton />
      </PendingState>
    );
  if (isNotFound) return <>{notFound}</>;
  if (query.isError)
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <ErrorState
          title={errorTitle}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </div>
    );
  return <>{children(query.data)}</>;
}
