import { z } from "zod";
import { listingKinds } from "./inquiries";
import { line } from "./strings";

/**
 * The couple's page as its helpers and businesses see it (`GET /api/couples/{id}`, `/couple/{id}`; issue
 * #13), and the contributor's list of weddings (`GET /api/contributor/weddings`, `helpedWeddingSchema`
 * in collaboration.ts).
 */

/**
 * A couple's id is an account id (better-auth's, or a seeded one like "demo-couple"). Any other string is
 * answered 404 by the service, like a couple that does not exist, rather than 400.
 */
export const coupleIdParamsSchema = z.object({ id: line({ max: 200 }) });
export const COUPLE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** How the viewer stands to the couple: the couple itself, a helper it invited, a business it works with. */
export const couplePageViewers = ["couple", "contributor", "business"] as const;
export type CouplePageViewer = (typeof couplePageViewers)[number];

/** A venue or vendor the couple booked (an inquiry the business marked booked). */
export const bookedVendorSchema = z.object({
  kind: z.enum(listingKinds),
  name: z.string(),
  /** "Venue", or the vendor's category ("Photographers"). */
  category: z.string(),
  /** The listing's page (`/venues/{slug}`, `/vendor/{slug}`); null while the listing is not public. */
  href: z.string().nullable(),
});
export type BookedVendor = z.infer<typeof bookedVendorSchema>;

export const couplePageSchema = z.object({
  coupleId: z.string(),
  coupleNames: z.string(),
  /** YYYY-MM-DD. */
  weddingDate: z.string().nullable(),
  /** "Cleveland, OH". */
  city: z.string().nullable(),
  viewer: z.enum(couplePageViewers),
  booked: z.array(bookedVendorSchema),
});
export type CouplePage = z.infer<typeof couplePageSchema>;
