import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@shared/schemas/account";
import type {
  CoupleInquiry,
  CreateInquiry,
  InquiryStatus,
  ListingKind,
  OwnerInquiryPage,
} from "@shared/schemas/inquiries";
import { api } from "@client/lib/api";

const INQUIRIES_KEY = ["inquiries"] as const;

/** GET /api/me, under the same key the account pages use, to prefill the form from the couple's profile. */
export function useMyProfile(isEnabled: boolean) {
  return useQuery({
    queryKey: ["me"],
    queryFn: ({ signal }) => api<Me>("GET", "/api/me", undefined, { signal }),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

/** GET /api/inquiries: the couple's own, newest first, with their threads. */
export function useMyInquiries() {
  return useQuery({
    queryKey: [...INQUIRIES_KEY, "mine"],
    queryFn: ({ signal }) => api<CoupleInquiry[]>("GET", "/api/inquiries", undefined, { signal }),
  });
}

/** GET /api/owner/inquiries: the owner's inbox for one listing kind, optionally one status. */
export function useOwnerInquiries(kind: ListingKind, status: InquiryStatus | undefined) {
  const qs = new URLSearchParams({ kind, ...(status ? { status } : {}) }).toString();
  return useQuery({
    queryKey: [...INQUIRIES_KEY, "owner", kind, status ?? "all"],
    queryFn: ({ signal }) =>
      api<OwnerInquiryPage>("GET", `/api/owner/inquiries?${qs}`, undefined, { signal }),
    // Switching tabs keeps the list on screen until the filtered one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCreateInquiry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInquiry) =>
      api<CoupleInquiry>("POST", "/api/inquiries", input, { idempotent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: INQUIRIES_KEY }),
    meta: { errorToast: false }, // the inquiry form shows its errors
  });
}

/** Refetches the inquiry lists (a conversation's message changes an inquiry's status and last words). */
export function useRefreshInquiries() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: INQUIRIES_KEY });
}

/** `errorTitle`: what the failure toast says failed ("We couldn't close the inquiry"). */
export function useUpdateInquiryStatus(errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorTitle },
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) =>
      api<{ id: string; status: InquiryStatus }>("PATCH", `/api/inquiries/${encodeURIComponent(id)}`, {
        status,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
}
