import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inquiries } from "../../db/schema/inquiries";
import { vendors, venues } from "../../db/schema/marketplace";

export type BookedListing = { name: string; kind: "venue" | "vendor"; categorySlug: string | null };

/** The venues and vendors a couple marked booked in their inquiries (issue #15: the run sheet reads them). */
export async function bookedListingsOf(db: Db, coupleId: string): Promise<BookedListing[]> {
  const rows = await db
    .select({ venueName: venues.name, vendorName: vendors.businessName, categorySlug: vendors.categorySlug })
    .from(inquiries)
    .leftJoin(venues, eq(venues.id, inquiries.venueId))
    .leftJoin(vendors, eq(vendors.id, inquiries.vendorId))
    .where(and(eq(inquiries.coupleId, coupleId), eq(inquiries.status, "booked")))
    .orderBy(inquiries.createdAt);
  return rows.flatMap((r): BookedListing[] => {
    if (r.vendorName) return [{ name: r.vendorName, kind: "vendor", categorySlug: r.categorySlug ?? null }];
    if (r.venueName) return [{ name: r.venueName, kind: "venue", categorySlug: null }];
    return [];
  });
}
