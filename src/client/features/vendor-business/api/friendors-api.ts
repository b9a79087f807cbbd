import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Friendor, MyFriendors, RecommendVendor } from "@shared/schemas/friendors";
import type { Page, VendorSummary } from "@shared/schemas/marketplace";
import { api } from "@client/lib/api";

export const MY_FRIENDORS_KEY = ["friendors", "mine"] as const;

export function useMyFriendors(enabled: boolean) {
  return useQuery({
    queryKey: MY_FRIENDORS_KEY,
    queryFn: ({ signal }) => api<MyFriendors>("GET", "/api/friendors", undefined, { signal }),
    enabled,
    retry: false,
  });
}

export function useRecommendVendor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RecommendVendor) => api<Friendor>("POST", "/api/friendors", input),
    onSuccess: (_data, input) => {
      void qc.invalidateQueries({ queryKey: MY_FRIENDORS_KEY });
      void qc.invalidateQueries({ queryKey: ["vendors", "recommendations", input.vendorSlug] });
    },
  });
}

export function useRemoveRecommendation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vendorSlug: string) =>
      api<{ ok: true }>("DELETE", `/api/friendors/${encodeURIComponent(vendorSlug)}`),
    onSuccess: (_data, vendorSlug) => {
      void qc.invalidateQueries({ queryKey: MY_FRIENDORS_KEY });
      void qc.invalidateQueries({ queryKey: ["vendors", "recommendations", vendorSlug] });
    },
  });
}

/** Vendors to recommend: the public search (published vendors only). */
export function vendorLookupQuery(q: string) {
  return queryOptions({
    queryKey: ["vendors", "lookup", q],
    queryFn: ({ signal }) =>
      api<Page<VendorSummary>>("GET", `/api/vendors?q=${encodeURIComponent(q)}&pageSize=6`, undefined, {
        signal,
      }),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
  });
}
