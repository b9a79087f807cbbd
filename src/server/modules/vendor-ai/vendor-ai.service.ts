import { eq } from "drizzle-orm";
import type { CityId, VendorCategorySlug } from "@shared/catalog";
import type { VenueStyle } from "@shared/marketplace-catalog";
import type { Viewer } from "@shared/schemas/account";
import type { Db } from "../../db/client";
import { vendors, venues } from "../../db/schema/marketplace";
import { AppError, notFound } from "../../errors";
import type { InquiryReplyFacts } from "../../providers/ai/writer/writer-types";
import { ownerInquiry } from "../inquiries/inquiry-reads";

/** The writer is for businesses: venue owners write about venues, vendors about their listing. */
const writers = {
  venue: { kinds: ["venue_owner"], refusal: "The venue description writer is for venue owner accounts." },
  vendor: { kinds: ["vendor"], refusal: "The vendor description writer is for vendor accounts." },
  any: { kinds: ["venue_owner", "vendor"], refusal: "The AI writer is for venue owners and vendors." },
} satisfies Record<string, { kinds: Viewer["kind"][]; refusal: string }>;

export function requireBusiness(viewer: Viewer, listing: keyof typeof writers = "any") {
  const { kinds, refusal } = writers[listing];
  if (!(kinds as Viewer["kind"][]).includes(viewer.kind)) throw new AppError("FORBIDDEN", refusal);
}

/**
 * What the reply writer may know of an inquiry: read from the database for the viewer's own listing
 * (404 for anyone else's), never taken from the request.
 */
export async function inquiryReplyFacts(
  db: Db,
  viewer: Viewer,
  inquiryId: string,
  publicUrl: string,
): Promise<InquiryReplyFacts> {
  requireBusiness(viewer);
  const { inquiry, listing } = await ownerInquiry(db, viewer, inquiryId);
  const thread = [
    { author: "couple" as const, body: inquiry.message },
    ...inquiry.replies.map((r) => ({ author: r.author, body: r.body })),
  ];
  const common = {
    id: inquiry.id,
    couple: { name: inquiry.couple.name },
    weddingDate: inquiry.weddingDate,
    guestCount: inquiry.guestCount,
    thread,
  };
  if (listing.kind === "venue") {
    const [v] = await db
      .select({
        name: venues.name,
        slug: venues.slug,
        cityId: venues.cityId,
        capacitySeated: venues.capacitySeated,
        capacityStanding: venues.capacityStanding,
        priceFrom: venues.priceFrom,
        setting: venues.setting,
        styles: venues.styles,
        amenities: venues.amenities,
        description: venues.description,
      })
      .from(venues)
      .where(eq(venues.id, listing.id));
    if (!v) throw notFound("Inquiry not found");
    return {
      ...common,
      listing: {
        kind: "venue",
        name: v.name,
        cityId: v.cityId as CityId,
        capacitySeated: v.capacitySeated,
        capacityStanding: v.capacityStanding,
        priceFrom: v.priceFrom,
        setting: v.setting,
        styles: v.styles as VenueStyle[],
        amenities: v.amenities,
        description: v.description,
        tourUrl: `${publicUrl}/book-tour?venue=${encodeURIComponent(v.slug)}`,
      },
    };
  }
  const [v] = await db
    .select({
      name: vendors.businessName,
      cityId: vendors.cityId,
      categorySlug: vendors.categorySlug,
      priceFrom: vendors.priceFrom,
      packages: vendors.packages,
      serviceArea: vendors.serviceArea,
      description: vendors.description,
    })
    .from(vendors)
    .where(eq(vendors.id, listing.id));
  if (!v) throw notFound("Inquiry not found");
  return {
    ...common,
    listing: {
      kind: "vendor",
      name: v.name,
      cityId: v.cityId as CityId,
      categorySlug: v.categorySlug as VendorCategorySlug,
      priceFrom: v.priceFrom,
      serviceArea: v.serviceArea,
      packages: v.packages.map((p) => ({ name: p.name, price: p.price, description: p.description })),
      description: v.description,
    },
  };
}
