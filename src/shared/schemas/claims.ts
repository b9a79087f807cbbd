import { z } from "zod";
import { cityIds } from "../catalog";

/**
 * Claiming an unclaimed listing (issue #3): a venue owner or vendor asks to take over a listing we
 * published; an operator verifies and approves at /admin/claims. Nothing changes until then.
 */

export const listingKindSchema = z.enum(["venue", "vendor"]);
export type ListingKind = z.infer<typeof listingKindSchema>;

export const claimStatusSchema = z.enum(["pending", "approved", "rejected"]);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** The account kind that may claim each kind of listing. */
export const claimantKindOf = { venue: "venue_owner", vendor: "vendor" } as const;

export const claimInputSchema = z.object({
  listingKind: listingKindSchema,
  slug: z.string().trim().min(1, "Choose your listing first.").max(120),
  role: z
    .string()
    .trim()
    .min(2, "Tell us your role (for example Owner or Manager).")
    .max(60, "Use at most 60 characters."),
  phone: z
    .string()
    .trim()
    .min(7, "Enter a phone number we can call to verify.")
    .max(30, "Use at most 30 characters.")
    .regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  proof: z
    .string()
    .trim()
    .min(40, "Tell us a little more (at least 40 characters) so we can verify you quickly.")
    .max(2000, "Use at most 2,000 characters."),
});
export type ClaimInput = z.infer<typeof claimInputSchema>;

/** A listing as the claim page shows it: enough to recognise it, and whether it can still be claimed. */
export const claimableListingSchema = z.object({
  kind: listingKindSchema,
  slug: z.string(),
  name: z.string(),
  cityId: z.enum(cityIds),
  /** The venue's neighborhood, or the vendor's category name. */
  subtitle: z.string(),
  isClaimed: z.boolean(),
});
export type ClaimableListing = z.infer<typeof claimableListingSchema>;

export const claimListingsQuerySchema = z.object({
  kind: listingKindSchema,
  q: z.string().trim().max(100).optional(),
});

export const claimListingParamsSchema = z.object({
  kind: listingKindSchema,
  slug: z.string().min(1).max(120),
});

/** One of the signed-in claimant's claims. */
export const myClaimSchema = z.object({
  id: z.string(),
  listingKind: listingKindSchema,
  listingSlug: z.string(),
  listingName: z.string(),
  role: z.string(),
  status: claimStatusSchema,
  reviewNote: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type MyClaim = z.infer<typeof myClaimSchema>;
