import { z } from "zod";
import { cityIds, userKinds, vendorCategorySlugs } from "../catalog";
import { claimStatusSchema, listingKindSchema } from "./claims";
import { line, text } from "./strings";

/**
 * The operator's /admin area (issue #3): claims queue, listing moderation, Founding 50 applications.
 * Every /api/admin route answers 404 to anyone who is not an admin (the area does not reveal itself).
 */

/** How many founding spots exist (the programme's name). */
export const FOUNDING_SPOTS = 50;

export const adminOverviewSchema = z.object({
  pendingClaims: z.number().int(),
  pendingFoundingApplications: z.number().int(),
  acceptedFoundingApplications: z.number().int(),
  /** Reported reviews waiting for a decision (issue #13). */
  openReviewReports: z.number().int(),
  hiddenListings: z.number().int(),
  featuredListings: z.number().int(),
  /** Listings that are the same place or business as another (issue #18; shared/rules/listing-identity.ts). */
  possibleDuplicates: z.number().int(),
  usersByKind: z.object({
    couple: z.number().int(),
    venue_owner: z.number().int(),
    vendor: z.number().int(),
    admins: z.number().int(),
  }),
  listingsByKind: z.object({ venue: z.number().int(), vendor: z.number().int() }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ── Claims ───────────────────────────────────────────────────────────────────────────────────────

export const adminClaimsQuerySchema = z.object({
  status: z.enum(["pending", "approved", "rejected", "all"]).default("pending"),
});

export const idParamsSchema = z.object({ id: z.uuid("Not a valid id.") });

export const rejectClaimSchema = z.object({
  note: text({ max: 500 }).min(3, "Tell the claimant why (at least 3 characters)."),
});
export type RejectClaimInput = z.infer<typeof rejectClaimSchema>;

export const adminClaimSchema = z.object({
  id: z.string(),
  status: claimStatusSchema,
  role: z.string(),
  phone: z.string(),
  proof: z.string(),
  reviewNote: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  listing: z.object({
    kind: listingKindSchema,
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    cityId: z.enum(cityIds),
    isClaimed: z.boolean(),
    isHidden: z.boolean(),
    website: z.string(),
    contactEmail: z.string(),
  }),
  claimant: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    kind: z.enum(userKinds),
    business: z
      .object({
        businessName: z.string(),
        contactName: z.string(),
        contactEmail: z.string(),
        contactPhone: z.string(),
        website: z.string(),
        cityId: z.enum(cityIds).nullable(),
        categorySlug: z.enum(vendorCategorySlugs).nullable(),
      })
      .nullable(),
  }),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

// ── Listings ─────────────────────────────────────────────────────────────────────────────────────

const flag = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === "true"));

export const adminListingsQuerySchema = z.object({
  kind: z.enum(["all", "venue", "vendor"]).default("all"),
  q: line({ max: 100 }).optional(),
  hidden: flag,
  featured: flag,
  /** Only listings that look like copies of another (the duplicates queue). */
  duplicates: flag,
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type AdminListingsQuery = z.input<typeof adminListingsQuerySchema>;
export const ADMIN_LISTINGS_PAGE_SIZE = 20;

export const adminListingSchema = z.object({
  kind: listingKindSchema,
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  cityId: z.enum(cityIds),
  /** The venue's neighborhood or the vendor's category slug. */
  subtitle: z.string(),
  isClaimed: z.boolean(),
  isFeatured: z.boolean(),
  isHidden: z.boolean(),
  isPublished: z.boolean(),
  ownerEmail: z.string().nullable(),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminListingsPageSchema = z.object({
  items: z.array(adminListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminListingsPage = z.infer<typeof adminListingsPageSchema>;

export const listingActions = ["hide", "unhide", "feature", "unfeature"] as const;
export type ListingAction = (typeof listingActions)[number];

export const listingActionParamsSchema = z.object({
  kind: listingKindSchema,
  id: z.uuid("Not a valid id."),
  action: z.enum(listingActions),
});

// ── Founding 50 ──────────────────────────────────────────────────────────────────────────────────

export const applicationStatusSchema = z.enum(["pending", "accepted", "declined"]);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const adminApplicationsQuerySchema = z.object({
  status: z.enum(["pending", "accepted", "declined", "all"]).default("pending"),
});

export const adminApplicationSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  cityId: z.enum(cityIds),
  categorySlug: z.enum(vendorCategorySlugs),
  yearsInBusiness: z.number().int(),
  weddingsPerYear: z.number().int(),
  why: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationsSchema = z.object({
  items: z.array(adminApplicationSchema),
  accepted: z.number().int(),
  spots: z.number().int(),
});
export type AdminApplications = z.infer<typeof adminApplicationsSchema>;
