import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VenueDetail } from "@shared/schemas/marketplace";
import { listingDetails } from "../../db/schema/listing-details";
import { vendors, venues } from "../../db/schema/marketplace";
import { createTestApp, getJson, type TestApp } from "../../testing/test-app";
import { getVendor, vendorDetailText } from "../vendors/vendors.service";
import { getVenue, venueDetailText } from "../venues/venues.service";
import { storedDetail } from "./listing-details";

/**
 * Listing detail answers built ahead (issue #21, docs/decisions/059), through the real server and
 * database, with the in-memory listing cache off so every GET reaches the stored answers: they equal what
 * the route builds; a read uses them; any write to a listing of a city makes that city's answers stale
 * in the same transaction (so the next read builds from the new data), and only that city's; the
 * refresher then rebuilds them and forgets listings that are no longer shown.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LISTING_CACHE: "off" });
  await t.listingDetails.settled();
}, 60_000);
afterAll(() => t.close());

const settle = async () => {
  t.listingDetails.kick();
  await t.listingDetails.settled();
};

/** A visible Cleveland venue whose answer shows at least one similar venue. */
async function venueWithSimilar(): Promise<VenueDetail> {
  const rows = await t.db
    .select({ slug: venues.slug })
    .from(venues)
    .where(and(eq(venues.cityId, "cleveland"), eq(venues.isPublished, true), eq(venues.isHidden, false)));
  for (const { slug } of rows) {
    const detail = await getVenue(t.db, slug);
    if (detail.similar.length > 0) return detail;
  }
  throw new Error("no Cleveland venue with similar venues in the demo data");
}

describe("listing detail answers built ahead", () => {
  it("stores, for every visible venue and vendor, exactly the answer the route would build", async () => {
    const visibleVenues = await t.db
      .select({ slug: venues.slug })
      .from(venues)
      .where(and(eq(venues.isPublished, true), eq(venues.isHidden, false)));
    const visibleVendors = await t.db
      .select({ slug: vendors.slug })
      .from(vendors)
      .where(and(eq(vendors.isPublished, true), eq(vendors.isHidden, false)));
    expect(visibleVenues.length).toBeGreaterThan(10);
    for (const { slug } of visibleVenues)
      expect((await storedDetail(t.db, "venue", slug))?.json).toBe(
        venueDetailText(await getVenue(t.db, slug)),
      );
    for (const { slug } of visibleVendors)
      expect((await storedDetail(t.db, "vendor", slug))?.json).toBe(
        vendorDetailText(await getVendor(t.db, slug)),
      );
  });

  it("answers a read from the stored text while it is current, and never once the city has changed", async () => {
    const venue = await venueWithSimilar();
    const neighbour = venue.similar[0]!;
    // A marker in the stored text shows which path answered.
    await t.db
      .update(listingDetails)
      .set({ json: JSON.stringify({ ...venue, name: "Built ahead" }) })
      .where(and(eq(listingDetails.listingKind, "venue"), eq(listingDetails.slug, venue.slug)));
    expect((await getJson<VenueDetail>(t.app, `/api/venues/${venue.slug}`)).name).toBe("Built ahead");

    // Any write to a listing of the city — here the similar venue's name, as an owner's edit would.
    await t.db.update(venues).set({ name: "Renamed Next Door" }).where(eq(venues.id, neighbour.id));
    const after = await getJson<VenueDetail>(t.app, `/api/venues/${venue.slug}`);
    expect(after.name).toBe(venue.name);
    expect(after.similar.map((s) => s.name)).toContain("Renamed Next Door");
    expect(await storedDetail(t.db, "venue", venue.slug)).toBeUndefined();

    await settle();
    const stored = await storedDetail(t.db, "venue", venue.slug);
    expect(stored?.json).toBe(venueDetailText(await getVenue(t.db, venue.slug)));
    expect(stored?.json).toContain("Renamed Next Door");
  });

  it("keeps the other cities' answers current when one city changes", async () => {
    const [elsewhere] = await t.db
      .select({ slug: venues.slug })
      .from(venues)
      .where(and(ne(venues.cityId, "cleveland"), eq(venues.isPublished, true), eq(venues.isHidden, false)))
      .limit(1);
    expect(elsewhere).toBeDefined();
    expect(await storedDetail(t.db, "venue", elsewhere!.slug)).toBeDefined();
    await t.db.update(venues).set({ priceFrom: 12_345 }).where(eq(venues.cityId, "cleveland"));
    expect(await storedDetail(t.db, "venue", elsewhere!.slug)).toBeDefined();
    await settle();
  });

  it("answers 404 for a listing hidden since its answer was stored, and the refresher forgets it", async () => {
    const [vendor] = await t.db
      .select({ slug: vendors.slug, id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.isPublished, true), eq(vendors.isHidden, false)))
      .limit(1);
    expect(await storedDetail(t.db, "vendor", vendor!.slug)).toBeDefined();
    await t.db.update(vendors).set({ isHidden: true }).where(eq(vendors.id, vendor!.id));
    const res = await t.app.inject({ method: "GET", url: `/api/vendors/${vendor!.slug}` });
    expect(res.statusCode).toBe(404);
    await settle();
    const left = await t.db
      .select({ slug: listingDetails.slug })
      .from(listingDetails)
      .where(and(eq(listingDetails.listingKind, "vendor"), eq(listingDetails.slug, vendor!.slug)));
    expect(left).toEqual([]);
  });

  it("makes both cities' answers stale when a listing moves, and answers 404 once it is deleted", async () => {
    const visibleIn = (city: string) =>
      t.db
        .select({ id: venues.id, slug: venues.slug })
        .from(venues)
        .where(and(eq(venues.cityId, city), eq(venues.isPublished, true), eq(venues.isHidden, false)))
        .limit(2);
    await settle();
    const [moving, stayingHere] = await visibleIn("cleveland");
    const [there] = await visibleIn("nashville");
    for (const slug of [stayingHere!.slug, there!.slug])
      expect(await storedDetail(t.db, "venue", slug)).toBeDefined();
    await t.db.update(venues).set({ cityId: "nashville" }).where(eq(venues.id, moving!.id));
    for (const slug of [stayingHere!.slug, there!.slug])
      expect(await storedDetail(t.db, "venue", slug)).toBeUndefined();
    await settle();
    expect(JSON.parse((await storedDetail(t.db, "venue", moving!.slug))!.json)).toMatchObject({
      cityId: "nashville",
    });

    await t.db.delete(venues).where(eq(venues.id, moving!.id));
    expect(await storedDetail(t.db, "venue", there!.slug)).toBeUndefined();
    const res = await t.app.inject({ method: "GET", url: `/api/venues/${moving!.slug}` });
    expect(res.statusCode).toBe(404);
  });
});
