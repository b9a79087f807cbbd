import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, VenueSummary } from "@shared/schemas/marketplace";
import type { OwnerVenueDetail, OwnerVenueSummary, VenueInput } from "@shared/schemas/owner-venues";
import { inquiries } from "../../db/schema/inquiries";
import { listingDailyViews } from "../../db/schema/listing-views";
import { venues } from "../../db/schema/marketplace";
import { businessProfiles } from "../../db/schema/profiles";
import { savedVenues } from "../../db/schema/saved-venues";
import { tourBookings, tourSlots } from "../../db/schema/tours";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
type U = { id: string; client: Client };
let owner: U;
let otherOwner: U;
let vendor: U;
let couple: U;
beforeAll(async () => {
  t = await createTestApp();
  [owner, otherOwner, vendor, couple] = await Promise.all([
    t.quickUser({ kind: "venue_owner", name: "Rosa Lind" }),
    t.quickUser({ kind: "venue_owner" }),
    t.quickUser({ kind: "vendor" }),
    t.quickUser({ kind: "couple" }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function uploadPhoto(c: Client): Promise<string> {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#d9b" } })
    .png()
    .toBuffer();
  const boundary = "----h3test";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hall.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await c.request("POST", "/api/uploads", {
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ src: string }>().src;
}

let counter = 0;
function input(photoSrc: string, over: Partial<VenueInput> = {}): VenueInput {
  counter += 1;
  return {
    name: `Quillfeather Conservatory ${counter}`,
    cityId: "cleveland",
    neighborhood: "Ohio City",
    address: "1900 W 25th St, Cleveland, OH 44113",
    capacitySeated: 140,
    capacityStanding: 220,
    priceFrom: 9500,
    styles: ["garden", "historic"],
    setting: "both",
    amenities: ["Bridal suite", "Rain plan", "Bridal suite"],
    photos: [{ src: photoSrc, alt: "The glass hall at dusk" }],
    description:
      "A restored 1890s glass conservatory with a walled garden, string lights over the terrace and room for a long-table dinner under the palms.",
    contactEmail: "hello@quillfeather.test",
    contactPhone: "(216) 555-0190",
    website: "https://quillfeather.test",
    publish: true,
    ...over,
  };
}

const searchFor = async (q: string) =>
  (await t.client().get(`/api/venues?q=${encodeURIComponent(q)}`)).json<Page<VenueSummary>>();

describe("owner venues: create, edit, publish", () => {
  it("creates a published venue that search finds, with a slug from name and city", async () => {
    const photo = await uploadPhoto(owner.client);
    const body = input(photo, { name: "Marigold Lantern Hall" });
    const res = await owner.client.post("/api/owner/venues", body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<OwnerVenueDetail>();
    expect(created).toMatchObject({
      slug: "marigold-lantern-hall-cleveland",
      status: "published",
      priceTier: 3, // 9,500 in Cleveland (price level 0.95) is 10,000 in Columbus money: $$$
      amenities: ["Bridal suite", "Rain plan"],
    });
    const [row] = await t.db.select().from(venues).where(eq(venues.id, created.id));
    expect(row).toMatchObject({ ownerId: owner.id, isClaimed: true, isPublished: true, isHidden: false });

    const found = await searchFor("Marigold Lantern");
    expect(found.items.map((v) => v.id)).toContain(created.id);
    const page = await t.client().get(`/api/venues/${created.slug}`);
    expect(page.statusCode).toBe(200);

    // The same name again gets -2.
    const again = await owner.client.post("/api/owner/venues", { ...body, publish: false });
    expect(again.json<OwnerVenueDetail>()).toMatchObject({
      slug: "marigold-lantern-hall-cleveland-2",
      status: "draft",
    });
  });

  it("keeps drafts out of search", async () => {
    const photo = await uploadPhoto(owner.client);
    const res = await owner.client.post(
      "/api/owner/venues",
      input(photo, { name: "Thistledown Draft Barn", publish: false }),
    );
    const draft = res.json<OwnerVenueDetail>();
    expect((await searchFor("Thistledown Draft")).items.map((v) => v.id)).not.toContain(draft.id);
    expect((await t.client().get(`/api/venues/${draft.slug}`)).statusCode).toBe(404);
  });

  it("edits a venue: fields change, the slug stays, the tier follows the price", async () => {
    const photo = await uploadPhoto(owner.client);
    const created = (await owner.client.post("/api/owner/venues", input(photo))).json<OwnerVenueDetail>();
    const second = await uploadPhoto(owner.client);
    const res = await owner.client.put(
      `/api/owner/venues/${created.id}`,
      input(photo, {
        name: "Quillfeather Glasshouse",
        priceFrom: 20_000,
        photos: [
          { src: second, alt: "Terrace" },
          { src: photo, alt: "Hall" },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OwnerVenueDetail>()).toMatchObject({
      slug: created.slug,
      name: "Quillfeather Glasshouse",
      priceTier: 4,
      photos: [
        { src: second, alt: "Terrace" },
        { src: photo, alt: "Hall" },
      ],
    });
    const read = await owner.client.get(`/api/owner/venues/${created.id}`);
    expect(read.json<OwnerVenueDetail>().name).toBe("Quillfeather Glasshouse");
  });

  it("unpublish takes a venue out of search and its page answers 404; publish brings it back", async () => {
    const photo = await uploadPhoto(owner.client);
    const created = (
      await owner.client.post("/api/owner/venues", input(photo, { name: "Juniper Rooftop Loft" }))
    ).json<OwnerVenueDetail>();
    const off = await owner.client.post(`/api/owner/venues/${created.id}/unpublish`, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<OwnerVenueSummary>()).toMatchObject({ status: "draft", isPublished: false });
    expect((await searchFor("Juniper Rooftop Loft")).items.map((v) => v.id)).not.toContain(created.id);
    expect((await t.client().get(`/api/venues/${created.slug}`)).statusCode).toBe(404);

    const on = await owner.client.post(`/api/owner/venues/${created.id}/publish`, {});
    expect(on.json<OwnerVenueSummary>().status).toBe("published");
    expect((await t.client().get(`/api/venues/${created.slug}`)).statusCode).toBe(200);
  });

  it("a venue hidden by our team stays hidden whatever its owner does", async () => {
    const photo = await uploadPhoto(owner.client);
    const created = (await owner.client.post("/api/owner/venues", input(photo))).json<OwnerVenueDetail>();
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, created.id));
    const on = await owner.client.post(`/api/owner/venues/${created.id}/publish`, {});
    expect(on.json<OwnerVenueSummary>()).toMatchObject({ status: "hidden", isPublished: true });
    expect((await t.client().get(`/api/venues/${created.slug}`)).statusCode).toBe(404);
    const mine = (await owner.client.get("/api/owner/venues")).json<OwnerVenueSummary[]>();
    expect(mine.find((v) => v.id === created.id)?.status).toBe("hidden");
  });
});

describe("owner venues: authorization and validation", () => {
  let theirs: OwnerVenueDetail;
  beforeAll(async () => {
    const photo = await uploadPhoto(otherOwner.client);
    theirs = (await otherOwner.client.post("/api/owner/venues", input(photo))).json<OwnerVenueDetail>();
  });

  it("answers 404 for another owner's venue on every route", async () => {
    const photo = await uploadPhoto(owner.client);
    const c = owner.client;
    expect((await c.get(`/api/owner/venues/${theirs.id}`)).statusCode).toBe(404);
    expect((await c.put(`/api/owner/venues/${theirs.id}`, input(photo))).statusCode).toBe(404);
    expect((await c.post(`/api/owner/venues/${theirs.id}/publish`, {})).statusCode).toBe(404);
    expect((await c.post(`/api/owner/venues/${theirs.id}/unpublish`, {})).statusCode).toBe(404);
    expect((await c.get("/api/owner/venues/not-a-uuid")).statusCode).toBe(404);
    const mine = (await c.get("/api/owner/venues")).json<OwnerVenueSummary[]>();
    expect(mine.map((v) => v.id)).not.toContain(theirs.id);
    // Nothing changed.
    const [row] = await t.db.select().from(venues).where(eq(venues.id, theirs.id));
    expect(row?.isPublished).toBe(true);
  });

  it("answers 403 to vendors and couples, 401 to visitors", async () => {
    for (const u of [vendor, couple]) {
      const res = await u.client.get("/api/owner/venues");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: { code: "FORBIDDEN", message: "Only venue owner accounts can manage venue listings." },
      });
    }
    const photo = await uploadPhoto(vendor.client);
    expect((await vendor.client.post("/api/owner/venues", input(photo))).statusCode).toBe(403);
    expect((await t.client().get("/api/owner/venues")).statusCode).toBe(401);
    expect((await t.client().post("/api/owner/venues", input(photo))).statusCode).toBe(401);
  });

  it("refuses photos the owner did not upload", async () => {
    const someoneElses = await uploadPhoto(otherOwner.client);
    const res = await owner.client.post("/api/owner/venues", input(someoneElses));
    expect(res.statusCode).toBe(400);
    const message = "One of the photos was not found. Please upload it again.";
    expect(res.json()).toEqual({ error: { code: "VALIDATION", message, fields: { photos: message } } });
    // On edit, the venue's own photos (seeded illustrations too) may stay.
    const [demo] = await t.db.select().from(venues).where(eq(venues.slug, theirs.slug));
    const put = await otherOwner.client.put(
      `/api/owner/venues/${theirs.id}`,
      input(demo!.photos[0]!.src, { photos: demo!.photos }),
    );
    expect(put.statusCode, put.body).toBe(200);
  });

  it("validates the form's rules", async () => {
    const photo = await uploadPhoto(owner.client);
    const bad = async (over: Partial<VenueInput>, message: RegExp) => {
      const res = await owner.client.post("/api/owner/venues", input(photo, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const { error } = res.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe("VALIDATION");
      expect(error.message).toMatch(message);
    };
    await bad({ name: "ab" }, /name.*at least 3/);
    await bad({ capacitySeated: 300, capacityStanding: 200 }, /Standing capacity/);
    await bad({ capacitySeated: 0 }, /at least 1/);
    await bad({ priceFrom: 1_000_001 }, /1,000,000/);
    await bad({ styles: [] }, /at least one style/);
    await bad({ styles: ["barn", "garden", "rooftop", "historic", "vineyard"] }, /up to 4/);
    await bad({ photos: [] }, /at least one photo/);
    await bad({ description: "Too short." }, /at least 80/);
    await bad({ website: "ftp://x.test" }, /web address/);
    await bad({ amenities: Array.from({ length: 21 }, (_, i) => `Amenity ${i}`) }, /up to 20/);
  });
});

describe("owner venues: stats", () => {
  it("counts views (30 days and all time), saves, inquiries (new ones too) and upcoming tours in one list", async () => {
    const owner2 = await t.quickUser({ kind: "venue_owner" });
    const photo = await uploadPhoto(owner2.client);
    const v = (await owner2.client.post("/api/owner/venues", input(photo))).json<OwnerVenueDetail>();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(listingDailyViews).values([
      { listingKind: "venue", listingId: v.id, day: day(0), views: 5 },
      { listingKind: "venue", listingId: v.id, day: day(29), views: 3 },
      { listingKind: "venue", listingId: v.id, day: day(45), views: 10 },
      { listingKind: "vendor", listingId: v.id, day: day(0), views: 99 },
    ]);
    const couples = await Promise.all([1, 2, 3].map(() => t.insertUser({ kind: "couple" })));
    await t.db.insert(savedVenues).values(couples.map((c) => ({ userId: c.id, venueId: v.id })));
    await t.db.insert(inquiries).values([
      { coupleId: couples[0]!.id, venueId: v.id, message: "Is June free?" },
      { coupleId: couples[1]!.id, venueId: v.id, message: "Hi", status: "replied" },
    ]);
    const slots = await t.db
      .insert(tourSlots)
      .values([
        { venueId: v.id, startsAt: new Date(Date.now() + 3 * 86_400_000) },
        { venueId: v.id, startsAt: new Date(Date.now() + 4 * 86_400_000) },
        { venueId: v.id, startsAt: new Date(Date.now() - 2 * 86_400_000) },
      ])
      .returning();
    await t.db.insert(tourBookings).values([
      { venueId: v.id, slotId: slots[0]!.id, coupleId: couples[0]!.id },
      { venueId: v.id, slotId: slots[1]!.id, coupleId: couples[1]!.id, status: "cancelled" },
      { venueId: v.id, slotId: slots[2]!.id, coupleId: couples[2]!.id },
    ]);

    const list = (await owner2.client.get("/api/owner/venues")).json<OwnerVenueSummary[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: v.id,
      status: "published",
      photo: { src: photo },
      stats: { views30d: 8, viewsTotal: 18, saves: 3, inquiries: 2, newInquiries: 1, upcomingTours: 1 },
    });
  });
});

describe("view counting on listing pages", () => {
  it("counts detail reads and writes them when the app closes", async () => {
    const photo = await uploadPhoto(owner.client);
    const v = (await owner.client.post("/api/owner/venues", input(photo))).json<OwnerVenueDetail>();
    const second = await createTestApp({}, { database: t.testDatabase });
    try {
      for (let i = 0; i < 3; i++)
        expect((await second.client().get(`/api/venues/${v.slug}`)).statusCode).toBe(200);
      // A 404 counts nothing.
      expect((await second.client().get("/api/venues/no-such-venue")).statusCode).toBe(404);
    } finally {
      await second.close();
    }
    const rows = await t.db.select().from(listingDailyViews).where(eq(listingDailyViews.listingId, v.id));
    expect(rows).toEqual([
      { listingKind: "venue", listingId: v.id, day: new Date().toISOString().slice(0, 10), views: 3 },
    ]);
  });
});

describe("GET /api/venue-profiles/:id", () => {
  it("shows a venue owner's business and published venues only", async () => {
    const o = await t.quickUser({ kind: "venue_owner", name: "Dana Wilde" });
    await t.db
      .insert(businessProfiles)
      .values({ id: o.id, businessName: "Wilde Estates", cityId: "columbus" });
    const photo = await uploadPhoto(o.client);
    const pub = (
      await o.client.post(
        "/api/owner/venues",
        input(photo, { name: "Wilde Orchard Barn", website: "https://wilde.test" }),
      )
    ).json<OwnerVenueDetail>();
    await o.client.post("/api/owner/venues", input(photo, { name: "Wilde Secret Draft", publish: false }));

    const res = await t.client().get(`/api/venue-profiles/${o.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json<{ businessName: string; venues: { id: string }[] }>();
    expect(profile).toMatchObject({
      id: o.id,
      businessName: "Wilde Estates",
      cityId: "columbus",
      website: "https://wilde.test",
    });
    expect(profile.venues.map((v) => v.id)).toEqual([pub.id]);
    expect(JSON.stringify(profile)).not.toContain("@"); // no email leaves the server
  });

  it("answers 404 for unknown ids, couples, vendors and owners without a published venue", async () => {
    const drafter = await t.quickUser({ kind: "venue_owner" });
    const photo = await uploadPhoto(drafter.client);
    await drafter.client.post("/api/owner/venues", input(photo, { publish: false }));
    for (const id of ["nope", couple.id, vendor.id, drafter.id]) {
      const res = await t.client().get(`/api/venue-profiles/${id}`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});
