import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ClaimableListing, ClaimInput, ListingKind, MyClaim } from "@shared/schemas/claims";
import { api } from "@client/lib/api";

export const MY_CLAIMS_KEY = ["claims", "mine"] as const;

/** Unclaimed listings matching a name (the server answers up to 8). */
export function useClaimSearch(kind: ListingKind, q: string) {
  return useQuery({
    queryKey: ["claims", "search", kind, q],
    queryFn: ({ signal }) =>
      api<ClaimableListing[]>(
        "GET",
        `/api/claims/listings?${new URLSearchParams({ kind, ...(q ? { q } : {}) }).toString()}`,
        undefined,
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One listing by slug (claimed or not), for `?listing=` links from a listing page. */
export function useClaimListing(kind: ListingKind, slug: string | null) {
  return useQuery({
    queryKey: ["claims", "listing", kind, slug],
    queryFn: () => api<ClaimableListing>("GET", `/api/claims/listings/${kind}/${encodeURIComponent(slug!)}`),
    enabled: slug !== null,
    retry: false,
  });
}

export function useMyClaims(enabled: boolean) {
  return useQuery({
    queryKey: MY_CLAIMS_KEY,
    queryFn: () => api<MyClaim[]>("GET", "/api/claims"),
    enabled,
  });
}

export function useSubmitClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) => api<MyClaim>("POST", "/api/claims", input, { idempotent: true }),
    onSuccess: (claim) => qc.setQueryData<MyClaim[]>(MY_CLAIMS_KEY, (old) => [claim, ...(old ?? [])]),
    meta: { errorToast: false }, // the claim form shows its errors
  });
}
