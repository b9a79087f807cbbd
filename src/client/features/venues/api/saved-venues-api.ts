import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { VenueSummary } from "@shared/schemas/marketplace";
import type { ComparedVenue, SavedVenue, SaveState } from "@shared/schemas/saved-venues";
import { api, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";

export const SAVED_VENUES_KEY = ["saved-venues"] as const;

/** GET /api/saved-venues: the couple's saves, newest first. Only couples may ask (others get 403). */
export function savedVenuesQuery() {
  return queryOptions({
    queryKey: SAVED_VENUES_KEY,
    queryFn: ({ signal }) => api<SavedVenue[]>("GET", "/api/saved-venues", undefined, { signal }),
    staleTime: 60_000,
  });
}

export function useSavedVenues(isEnabled = true) {
  return useQuery({ ...savedVenuesQuery(), enabled: isEnabled });
}

/** GET /api/saved-venues/compare?venues=a,b,c (404 for a slug the couple has not saved). */
export function useComparedVenues(slugs: string[]) {
  const list = slugs.join(",");
  return useQuery({
    queryKey: [...SAVED_VENUES_KEY, "compare", list],
    queryFn: ({ signal }) =>
      api<ComparedVenue[]>("GET", `/api/saved-venues/compare?venues=${encodeURIComponent(list)}`, undefined, {
        signal,
      }),
    enabled: slugs.length > 0,
    // Removing a column keeps the table on screen while the shorter list loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The list entry a card's venue becomes when saved (shown at once, before the server answers). */
export function toSavedVenue(venue: VenueSummary | SavedVenue): SavedVenue {
  if ("venueId" in venue) return venue;
  return {
    venueId: venue.id,
    slug: venue.slug,
    name: venue.name,
    cityId: venue.cityId,
    neighborhood: venue.neighborhood,
    styles: venue.styles,
    setting: venue.setting,
    priceFrom: venue.priceFrom,
    priceTier: venue.priceTier,
    capacitySeated: venue.capacitySeated,
    capacityStanding: venue.capacityStanding,
    photo: venue.photo,
    savedAt: new Date().toISOString(),
  };
}

type Toggle = { venue: SavedVenue; isSaved: boolean };

/**
 * Save or unsave, optimistically: the list (and every heart reading it) changes at once and rolls back if
 * the server refuses (e.g. the 100-save cap), with the server's message in a toast.
 */
export function useToggleSavedVenue() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ venue, isSaved }: Toggle) =>
      api<SaveState>(isSaved ? "PUT" : "DELETE", `/api/saved-venues/${encodeURIComponent(venue.venueId)}`),
    onMutate: async ({ venue, isSaved }: Toggle) => {
      await qc.cancelQueries({ queryKey: SAVED_VENUES_KEY, exact: true });
      const previous = qc.getQueryData<SavedVenue[]>(SAVED_VENUES_KEY);
      qc.setQueryData<SavedVenue[]>(SAVED_VENUES_KEY, (list = []) => {
        const rest = list.filter((v) => v.venueId !== venue.venueId);
        return isSaved ? [{ ...venue, savedAt: new Date().toISOString() }, ...rest] : rest;
      });
      return { previous };
    },
    onError: (err, _vars, context) => {
      qc.setQueryData(SAVED_VENUES_KEY, context?.previous);
      toast.error("We couldn't update your saved venues", { description: messageOf(err) });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: SAVED_VENUES_KEY, exact: true }),
  });
}
