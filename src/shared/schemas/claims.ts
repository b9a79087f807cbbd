import { z } from "zod";
import { cityIds } from "../catalog";
import { line, text, token } from "./strings";

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
  slug: line({ max: 120 }).min(1, "Choose your listing first."),
  role: line({ max: 60 }).min(2, "Tell us your role (for example Owner or Manager)."),
  phone: line({ max: 30 })
    .min(7, "Enter a phone number we can call to verify.")
    .regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  proof: text({ max: 2000 }).min(
    40,
    "Tell us a little more (at least 40 characters) so we can verify you quickly.",
  ),
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
  q: line({ max: 100 }).optional(),
});

export const claimListingParamsSchema = z.object({
  kind: listingKindSchema,
  slug: token(120),
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
