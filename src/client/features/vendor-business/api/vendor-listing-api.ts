import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CityId } from "@shared/catalog";
import type {
  CategoryCounts,
  CreateVendorListing,
  OwnerVendorListing,
  VendorListingFields,
} from "@shared/schemas/vendor-listing";
import { api } from "@client/lib/api";
import type { MutationMeta } from "@client/lib/query-client";

export const OWNER_LISTING_KEY = ["owner", "vendor-listing"] as const;

/** The signed-in vendor's listing with stats (or nulls and a prefill). */
export function useOwnerVendorListing() {
  return useQuery({
    queryKey: OWNER_LISTING_KEY,
    queryFn: ({ signal }) =>
      api<OwnerVendorListing>("GET", "/api/owner/vendor-listing", undefined, { signal }),
  });
}

/** Every write answers the whole listing; it replaces the cache and drops stale public pages of it. */
function useListingWrite<Input>(write: (input: Input) => Promise<OwnerVendorListing>, meta?: MutationMeta) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: (data) => {
      qc.setQueryData(OWNER_LISTING_KEY, data);
      void qc.invalidateQueries({ queryKey: ["vendors"] });
      void qc.invalidateQueries({ queryKey: ["friendors"] });
    },
  });
}

/** The listing editor puts a failed save's fields on its inputs (or toasts the message) itself. */
const editorShowsErrors: MutationMeta = { errorToast: false };

export function useCreateVendorListing() {
  return useListingWrite(
    (input: CreateVendorListing) => api<OwnerVendorListing>("POST", "/api/owner/vendor-listing", input),
    editorShowsErrors,
  );
}

export function useUpdateVendorListing() {
  return useListingWrite(
    (input: VendorListingFields) => api<OwnerVendorListing>("PUT", "/api/owner/vendor-listing", input),
    editorShowsErrors,
  );
}

export function useSetPublished() {
  return useListingWrite((isPublished: boolean) =>
    api<OwnerVendorListing>("POST", `/api/owner/vendor-listing/${isPublished ? "publish" : "unpublish"}`),
  );
}

export function categoryCountsQuery(city?: CityId) {
  return queryOptions({
    queryKey: ["vendors", "category-counts", city ?? "all"],
    queryFn: ({ signal }) =>
      api<CategoryCounts>("GET", `/api/vendors/category-counts${city ? `?city=${city}` : ""}`, undefined, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
