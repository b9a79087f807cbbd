import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListingKind } from "@shared/schemas/claims";
import type { Review, ReviewEligibility, ReviewInput, ReviewsPage } from "@shared/schemas/reviews";
import { api } from "@client/lib/api";

const REVIEWS = ["reviews"] as const;
const listingKey = (kind: ListingKind, slug: string) => [...REVIEWS, kind, slug] as const;

/**
 * One page of a listing's published reviews (10 a page). "Show more reviews" draws the next page under
 * the ones shown, each its own query (not useInfiniteQuery: that observer would grow the shared entry
 * chunk the landing page's budget counts).
 */
export function useListingReviews(kind: ListingKind, slug: string, page: number) {
  return useQuery({
    queryKey: [...listingKey(kind, slug), "list", page],
    queryFn: ({ signal }) =>
      api<ReviewsPage>("GET", `/api/reviews/${kind}/${slug}?page=${page}`, undefined, { signal }),
  });
}

/** Whether the signed-in viewer may review (and why not), and whether it manages the listing. */
export function useReviewEligibility(kind: ListingKind, slug: string, isSignedIn: boolean) {
  return useQuery({
    queryKey: [...listingKey(kind, slug), "eligibility"],
    queryFn: ({ signal }) =>
      api<ReviewEligibility>("GET", `/api/reviews/${kind}/${slug}/eligibility`, undefined, { signal }),
    enabled: isSignedIn,
  });
}

function useRefreshListing(kind: ListingKind, slug: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: listingKey(kind, slug) });
}

export function useCreateReview(kind: ListingKind, slug: string) {
  const refresh = useRefreshListing(kind, slug);
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api<Review>("POST", `/api/reviews/${kind}/${slug}`, input, { idempotent: true }),
    onSuccess: refresh,
    meta: { errorToast: false }, // the form shows its errors
  });
}

export function useReplyToReview(kind: ListingKind, slug: string) {
  const refresh = useRefreshListing(kind, slug);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      api<Review>("POST", `/api/review-replies/${id}`, { body }),
    onSuccess: refresh,
    meta: { errorToast: false },
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<{ id: string }>("POST", `/api/review-reports/${id}`, { reason }),
    meta: { errorToast: false },
  });
}
