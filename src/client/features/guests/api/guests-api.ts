import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  BulkAction,
  bulkResultSchema,
  eventInputSchema,
  eventPatchSchema,
  Guest,
  GuestEvent,
  GuestList,
  guestPatchSchema,
  GuestSettings,
  guestSettingsInputSchema,
  Household,
  HouseholdInput,
  householdPatchSchema,
  GuestInput,
  ImportPreview,
  importRequestSchema,
  importResultSchema,
  responsesOverTimeSchema,
} from "@shared/schemas/guests";
import { api } from "@client/lib/api";

/** The couple's guest list (issue #12): one query holds households, guests, events, counts and settings. */
export const GUEST_LIST_KEY = ["guests", "list"] as const;
export const GUEST_TIMELINE_KEY = ["guests", "timeline"] as const;
export const REGISTRATIONS_KEY = ["guests", "registrations"] as const;

export type BulkResult = z.infer<typeof bulkResultSchema>;
export type GuestPatch = z.input<typeof guestPatchSchema>;
export type HouseholdPatch = z.input<typeof householdPatchSchema>;
export type EventInput = z.input<typeof eventInputSchema>;
export type EventPatch = z.input<typeof eventPatchSchema>;
export type SettingsInput = z.input<typeof guestSettingsInputSchema>;
export type ImportRequest = z.input<typeof importRequestSchema>;
export type ImportResult = z.infer<typeof importResultSchema>;
export type Timeline = z.infer<typeof responsesOverTimeSchema>;

export function useGuestList() {
  return useQuery({ queryKey: GUEST_LIST_KEY, queryFn: () => api<GuestList>("GET", "/api/guests") });
}

export function useTimeline() {
  return useQuery({
    queryKey: GUEST_TIMELINE_KEY,
    queryFn: () => api<Timeline>("GET", "/api/guests/timeline"),
  });
}

export function useRegistrations(enabled: boolean) {
  return useQuery({
    queryKey: REGISTRATIONS_KEY,
    queryFn: () => api<Household[]>("GET", "/api/guests/registrations"),
    enabled,
  });
}

/** Everything the guest list shows follows from the server's answer: refresh it after any write. */
export function refreshGuests(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: GUEST_LIST_KEY }),
    qc.invalidateQueries({ queryKey: GUEST_TIMELINE_KEY }),
  ]);
}

function patchGuestIn(list: GuestList, id: string, patch: Partial<Guest>): GuestList {
  return {
    ...list,
    households: list.households.map((h) =>
      h.guests.some((g) => g.id === id)
        ? { ...h, guests: h.guests.map((g) => (g.id === id ? { ...g, ...patch } : g)) }
        : h,
    ),
  };
}

/** Inline edit: the cell shows the new value at once and goes back to the old one if the server refuses. */
export function usePatchGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: GuestPatch }) =>
      api<Guest>("PATCH", `/api/guests/guests/${id}`, patch),
    onMutate: async ({ id, patch }) => {
      await qc.cancelQueries({ queryKey: GUEST_LIST_KEY });
      const before = qc.getQueryData<GuestList>(GUEST_LIST_KEY);
      if (before) qc.setQueryData(GUEST_LIST_KEY, patchGuestIn(before, id, patch as Partial<Guest>));
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) qc.setQueryData(GUEST_LIST_KEY, context.before);
    },
    onSettled: () => refreshGuests(qc),
    meta: { errorTitle: "That change was not saved" },
  });
}

export function useBulkAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: BulkAction) => api<BulkResult>("POST", "/api/guests/bulk", action),
    onSettled: () => refreshGuests(qc),
  });
}

export function useRestore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (undoToken: string) => api<BulkResult>("POST", "/api/guests/restore", { undoToken }),
    onSettled: () => refreshGuests(qc),
    meta: { errorTitle: "Could not undo" },
  });
}

export function useCreateHousehold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HouseholdInput) =>
      api<Household>("POST", "/api/guests/households", input, { idempotent: true }),
    onSuccess: () => refreshGuests(qc),
    meta: { errorToast: false }, // the dialog's form shows its errors
  });
}

export function usePatchHousehold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: HouseholdPatch }) =>
      api<Household>("PATCH", `/api/guests/households/${id}`, patch),
    onSuccess: () => refreshGuests(qc),
    meta: { errorToast: false },
  });
}

export function useAddGuest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ householdId, guest }: { householdId: string; guest: Partial<GuestInput> }) =>
      api<Guest>("POST", `/api/guests/households/${householdId}/guests`, guest, { idempotent: true }),
    onSuccess: () => refreshGuests(qc),
    meta: { errorToast: false },
  });
}

export function useNewRsvpLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (householdId: string) =>
      api<Household>("POST", `/api/guests/households/${householdId}/token`),
    onSuccess: () => refreshGuests(qc),
    meta: { errorTitle: "Could not issue a new link" },
  });
}

export function useCreateEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) =>
      api<GuestEvent>("POST", "/api/guests/events", input, { idempotent: true }),
    onSuccess: () => refreshGuests(qc),
    meta: { errorToast: false },
  });
}

export function usePatchEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EventPatch }) =>
      api<GuestEvent>("PATCH", `/api/guests/events/${id}`, patch),
    onSettled: () => refreshGuests(qc),
    meta: { errorTitle: "The event was not saved" },
  });
}

export function useDeleteEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ ok: true }>("DELETE", `/api/guests/events/${id}`),
    onSettled: () => refreshGuests(qc),
    meta: { errorTitle: "The event was not deleted" },
  });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsInput) => api<GuestSettings>("PUT", "/api/guests/settings", input),
    onSuccess: (settings) => {
      qc.setQueryData<GuestList>(GUEST_LIST_KEY, (list) => (list ? { ...list, settings } : list));
      return refreshGuests(qc);
    },
    meta: { errorToast: false },
  });
}

export function useReviewRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "approve" | "reject" }) =>
      api<{ ok: true }>("POST", `/api/guests/registrations/${id}`, { decision }),
    onSettled: () => Promise.all([refreshGuests(qc), qc.invalidateQueries({ queryKey: REGISTRATIONS_KEY })]),
    meta: { errorTitle: "The registration was not updated" },
  });
}

export function previewImport(input: ImportRequest, signal?: AbortSignal) {
  return api<ImportPreview>("POST", "/api/guests/import/preview", input, signal ? { signal } : undefined);
}

export function useConfirmImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportRequest & { skipLines: number[] }) =>
      api<ImportResult>("POST", "/api/guests/import", input, { idempotent: true }),
    onSuccess: () => refreshGuests(qc),
    meta: { errorTitle: "Nothing was imported" },
  });
}
