import { z } from "zod";
import { cityIds, vendorCategorySlugs } from "../catalog";
import { photoSchema } from "./marketplace";
import { line, text, token } from "./strings";

/** Friendors (issue #3): vendors recommending the vendors they love working with. */

export const FRIENDOR_NOTE_MAX = 280;

export const recommendVendorSchema = z.object({
  vendorSlug: line({ max: 200 }).min(1, "Choose a vendor to recommend."),
  note: text({
    max: FRIENDOR_NOTE_MAX,
    tooLong: `Keep your note to ${FRIENDOR_NOTE_MAX} characters.`,
  }).default(""),
});
export type RecommendVendor = z.input<typeof recommendVendorSchema>;

export const friendorVendorSchema = z.object({
  slug: z.string(),
  businessName: z.string(),
  categorySlug: z.enum(vendorCategorySlugs),
  cityId: z.enum(cityIds),
  photo: photoSchema,
});
export type FriendorVendor = z.infer<typeof friendorVendorSchema>;

export const friendorSchema = z.object({
  vendor: friendorVendorSchema,
  note: z.string(),
  createdAt: z.string(),
  /** Shown on public profiles only while both listings are published and visible. */
  isVisible: z.boolean(),
});
export type Friendor = z.infer<typeof friendorSchema>;

/** GET /api/friendors: both directions for the signed-in vendor's listing. */
export const myFriendorsSchema = z.object({
  listing: z.object({ slug: z.string(), businessName: z.string(), isPublished: z.boolean() }),
  recommending: z.array(friendorSchema),
  recommendedBy: z.array(friendorSchema),
});
export type MyFriendors = z.infer<typeof myFriendorsSchema>;

export const friendorSlugParamsSchema = z.object({ vendorSlug: token(200) });

/** GET /api/vendors/:slug/recommendations: the published vendors recommending this one. */
export const vendorRecommendationsSchema = z.object({
  items: z.array(friendorVendorSchema.extend({ note: z.string() })),
});
export type VendorRecommendations = z.infer<typeof vendorRecommendationsSchema>;
