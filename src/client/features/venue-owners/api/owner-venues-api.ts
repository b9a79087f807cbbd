import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  OwnerVenueDetail,
  OwnerVenueSummary,
  VenueInput,
  VenueProfile,
} from "@shared/schemas/owner-venues";
import { api } from "@client/lib/api";

export const OWNER_VENUES_KEY = ["owner-venues"] as const;

export const ownerVenuesQuery = () =>
  queryOptions({
    queryKey: OWNER_VENUES_KEY,
    queryFn: ({ signal }) => api<OwnerVenueSummary[]>("GET", "/api/owner/venues", undefined, { signal }),
  });

export const ownerVenueQuery = (id: string) =>
  queryOptions({
    queryKey: [...OWNER_VENUES_KEY, id],
    queryFn: ({ signal }) =>
      api<OwnerVenueDetail>("GET", `/api/owner/venues/${encodeURIComponent(id)}`, undefined, { signal }),
    staleTime: 0,
  });

export const useOwnerVenues = () => useQuery(ownerVenuesQuery());

/** Create (no id) or save (id) a venue; every owner-venue query is refreshed after. */
export function useSaveVenue(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: VenueInput) =>
      id
        ? api<OwnerVenueDetail>("PUT", `/api/owner/venues/${encodeURIComponent(id)}`, input)
        : api<OwnerVenueDetail>("POST", "/api/owner/venues", input, { idempotent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: OWNER_VENUES_KEY }),
    meta: { errorToast: false }, // the venue editor shows its errors
  });
}

export function useSetPublished() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      api<OwnerVenueSummary>(
        "POST",
        `/api/owner/venues/${encodeURIComponent(id)}/${publish ? "publish" : "unpublish"}`,
      ),
    meta: { errorTitle: "We couldn't change that" },
    onSuccess: (saved) => {
      qc.setQueryData<OwnerVenueSummary[]>(OWNER_VENUES_KEY, (list) =>
        list?.map((v) => (v.id === saved.id ? saved : v)),
      );
      void qc.invalidateQueries({ queryKey: OWNER_VENUES_KEY });
    },
  });
}

export const venueProfileQuery = (id: string) =>
  queryOptions({
    queryKey: ["venue-profile", id],
    queryFn: ({ signal }) =>
      api<VenueProfile>("GET", `/api/venue-profiles/${encodeURIComponent(id)}`, undefined, { signal }),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });
