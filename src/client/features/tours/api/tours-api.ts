import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Page, VenueSummary } from "@shared/schemas/marketplace";
import type {
  BookTour,
  CancelTour,
  CreateTourSlots,
  CreateTourSlotsResult,
  OwnerTourBooking,
  OwnerTourSlots,
  OwnerTourVenue,
  TourBooking,
  VenueTourSlots,
} from "@shared/schemas/tours";
import { api } from "@client/lib/api";

const TOURS = ["tours"] as const;

/** GET /api/venues/:slug/tour-slots: a venue's open times (public). Kept fresh: times get taken. */
export function venueTourSlotsQuery(slug: string) {
  return queryOptions({
    queryKey: [...TOURS, "venue-slots", slug],
    queryFn: ({ signal }) =>
      api<VenueTourSlots>("GET", `/api/venues/${encodeURIComponent(slug)}/tour-slots`, undefined, { signal }),
    staleTime: 15_000,
  });
}

/** Venue name search for the /request-venue-tour picker (the public venue search, first 6 matches). */
export function venuePickerQuery(q: string) {
  // No city: a couple may tour anywhere we list venues.
  const qs = new URLSearchParams(q ? { q, pageSize: "6" } : { pageSize: "6" });
  return queryOptions({
    queryKey: [...TOURS, "venue-picker", q],
    queryFn: ({ signal }) =>
      api<Page<VenueSummary>>("GET", `/api/venues?${qs.toString()}`, undefined, { signal }),
    staleTime: 60_000,
  });
}

export function myToursQuery() {
  return queryOptions({
    queryKey: [...TOURS, "mine"],
    queryFn: ({ signal }) => api<TourBooking[]>("GET", "/api/tours", undefined, { signal }),
  });
}

export function myTourQuery(id: string) {
  return queryOptions({
    queryKey: [...TOURS, "mine", id],
    queryFn: ({ signal }) =>
      api<TourBooking>("GET", `/api/tours/${encodeURIComponent(id)}`, undefined, { signal }),
  });
}

/** Same-origin link to the booking's .ics (the session cookie goes along). */
export const tourIcsUrl = (id: string) => `/api/tours/${encodeURIComponent(id)}/ics`;

export function useBookTour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BookTour) => api<TourBooking>("POST", "/api/tours", input, { idempotent: true }),
    meta: { errorToast: false }, // the booking form shows its errors
    onSuccess: (booking) => {
      qc.setQueryData(myTourQuery(booking.id).queryKey, booking);
      void qc.invalidateQueries({ queryKey: TOURS });
    },
  });
}

export function useRescheduleTour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slotId }: { id: string; slotId: string }) =>
      api<TourBooking>("POST", `/api/tours/${encodeURIComponent(id)}/reschedule`, { slotId }),
    meta: { errorTitle: "We couldn't move your tour" },
    onSuccess: (booking) => {
      qc.setQueryData(myTourQuery(booking.id).queryKey, booking);
      void qc.invalidateQueries({ queryKey: TOURS });
    },
  });
}

export function useCancelTour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<TourBooking>("POST", `/api/tours/${encodeURIComponent(id)}/cancel`, {}),
    meta: { errorTitle: "We couldn't cancel the tour" },
    onSuccess: () => void qc.invalidateQueries({ queryKey: TOURS }),
  });
}

// ── Venue owner ──

export function useOwnerTourVenues() {
  return useQuery({
    queryKey: [...TOURS, "owner", "venues"],
    queryFn: ({ signal }) => api<OwnerTourVenue[]>("GET", "/api/owner/tour-venues", undefined, { signal }),
  });
}

export function useOwnerTourSlots(venueId: string | undefined) {
  return useQuery({
    queryKey: [...TOURS, "owner", "slots", venueId],
    queryFn: ({ signal }) =>
      api<OwnerTourSlots>("GET", `/api/owner/venues/${venueId}/tour-slots`, undefined, { signal }),
    enabled: Boolean(venueId),
  });
}

export function useCreateTourSlots(venueId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTourSlots) =>
      api<CreateTourSlotsResult>("POST", `/api/owner/venues/${venueId}/tour-slots`, input),
    meta: { errorToast: false }, // the add-times form shows its errors
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...TOURS, "owner"] }),
  });
}

export function useDeleteTourSlot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) => api<{ ok: true }>("DELETE", `/api/owner/tour-slots/${slotId}`),
    meta: { errorTitle: "We couldn't remove that time" },
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...TOURS, "owner"] }),
  });
}

export function useOwnerTours() {
  return useQuery({
    queryKey: [...TOURS, "owner", "tours"],
    queryFn: ({ signal }) => api<OwnerTourBooking[]>("GET", "/api/owner/tours", undefined, { signal }),
  });
}

export function useOwnerCancelTour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CancelTour & { id: string }) =>
      api<OwnerTourBooking>("POST", `/api/owner/tours/${encodeURIComponent(id)}/cancel`, body),
    meta: { errorTitle: "We couldn't cancel the tour" },
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...TOURS, "owner"] }),
  });
}
