import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminApplication,
  AdminApplications,
  AdminClaim,
  AdminListing,
  AdminListingsPage,
  AdminOverview,
  ListingAction,
} from "@shared/schemas/admin";
import type { ListingKind } from "@shared/schemas/claims";
import type { AdminReviewReport, ReviewReportAction } from "@shared/schemas/reviews";
import { api } from "@client/lib/api";

const ADMIN = ["admin"] as const;

export type ClaimTab = "pending" | "approved" | "rejected" | "all";
export type ApplicationTab = "pending" | "accepted" | "declined" | "all";
export type ReportTab = "open" | "upheld" | "dismissed" | "all";
export type ListingFilters = {
  kind: "all" | ListingKind;
  q: string;
  hidden: "" | "true" | "false";
  featured: "" | "true" | "false";
  /** "true": only possible duplicates (issue #18). */
  duplicates: "" | "true";
  page: number;
};

export function useAdminOverview() {
  return useQuery({
    queryKey: [...ADMIN, "overview"],
    queryFn: () => api<AdminOverview>("GET", "/api/admin/overview"),
  });
}

export function useAdminClaims(status: ClaimTab) {
  return useQuery({
    queryKey: [...ADMIN, "claims", status],
    queryFn: () => api<AdminClaim[]>("GET", `/api/admin/claims?status=${status}`),
  });
}

/** After any decision the queues, counts and listings may all have changed: refetch the admin's data. */
function useInvalidateAdmin() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ADMIN });
}

export function useApproveClaim() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api<AdminClaim>("POST", `/api/admin/claims/${id}/approve`),
    onSettled: invalidate,
    meta: { errorTitle: "Couldn't approve the claim" },
  });
}

export function useRejectClaim() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api<AdminClaim>("POST", `/api/admin/claims/${id}/reject`, { note }),
    onSettled: invalidate,
    meta: { errorTitle: "Couldn't reject the claim" },
  });
}

export function listingsQueryString(f: ListingFilters) {
  const p = new URLSearchParams();
  if (f.kind !== "all") p.set("kind", f.kind);
  if (f.q) p.set("q", f.q);
  if (f.hidden) p.set("hidden", f.hidden);
  if (f.featured) p.set("featured", f.featured);
  if (f.duplicates) p.set("duplicates", f.duplicates);
  if (f.page > 1) p.set("page", String(f.page));
  return p.toString();
}

export function useAdminListings(filters: ListingFilters) {
  return useQuery({
    queryKey: [...ADMIN, "listings", filters],
    queryFn: () => api<AdminListingsPage>("GET", `/api/admin/listings?${listingsQueryString(filters)}`),
    placeholderData: keepPreviousData,
  });
}

export function useListingAction() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ kind, id, action }: { kind: ListingKind; id: string; action: ListingAction }) =>
      api<AdminListing>("POST", `/api/admin/listings/${kind}/${id}/${action}`),
    onSettled: invalidate,
    meta: { errorTitle: "That didn't work" },
  });
}

export function useApplications(status: ApplicationTab) {
  return useQuery({
    queryKey: [...ADMIN, "founding", status],
    queryFn: () => api<AdminApplications>("GET", `/api/admin/founding-applications?status=${status}`),
  });
}

export function useDecideApplication() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: "accept" | "decline" }) =>
      api<AdminApplication>("POST", `/api/admin/founding-applications/${id}/${decision}`),
    onSettled: invalidate,
    meta: { errorTitle: "That didn't work" },
  });
}

export function useReviewReports(status: ReportTab) {
  return useQuery({
    queryKey: [...ADMIN, "review-reports", status],
    queryFn: () => api<AdminReviewReport[]>("GET", `/api/admin/review-reports?status=${status}`),
  });
}

export function useDecideReviewReport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReviewReportAction }) =>
      api<AdminReviewReport>("POST", `/api/admin/review-reports/${id}/${action}`),
    onSettled: invalidate,
    meta: { errorTitle: "That didn't work" },
  });
}
