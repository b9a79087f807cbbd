import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OwnerVendorListing, VendorListingFields } from "@shared/schemas/vendor-listing";
import { vendorRecommendations } from "../../db/schema/friendors";
import { inquiries } from "../../db/schema/inquiries";
import { listingDailyViews } from "../../db/schema/listing-views";
import { vendors } from "../../db/schema/marketplace";
import { businessProfiles } from "../../db/schema/profiles";
import { uploads } from "../../db/schema/uploads";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An upload row owned by the user, as POST /api/uploads would leave it; returns its photo. */
async function uploadFor(ownerId: string, alt = "Our work") {
  const [row] = await t.db
    .insert(uploads)
    .values({ ownerId, contentType: "image/webp", width: 1200, height: 800, bytes: 1000 })
    .returning({ id: uploads.id });
  return { src: `/uploads/${row!.id}.webp`, alt };
}

function listingInput(photos: { src: string; alt: string }[], name = "Juniper & Vine Florals") {
  return {
    businessName: name,
    categorySlug: "florists",
    cityId: "nashville",
    serviceArea: "Nashville and Middle Tennessee",
    tagline: "Garden-style florals, grown local",
    description:
      "We design loose, garden-style arrangements with flowers from farms around Nashville. Every wedding starts with a walk through the season's blooms.",
    priceFrom: 1800,
    priceTier: 2,
    packages: [
      { name: "Elopement", price: 450, description: "Bouquet and boutonnière." },
      { name: "Full day", price: 3200, description: "Ceremony, reception and personal flowers." },
    ],
    photos,
    contactEmail: "hello@juniper.test",
    contactPhone: "(615) 555-0101",
    website: "https://juniper.test",
  } satisfies VendorListingFields;
}

async function newVendor() {
  return t.quickUser({ kind: "vendor" });
}

async function createListing(client: Client, body: unknown) {
  return client.post("/api/owner/vendor-listing", body);
}

describe("GET /api/owner/vendor-listing", () => {
  it("is null for a vendor without a listing, with a prefill from the business profile", async () => {
    const v = await newVendor();
    await t.db.insert(businessProfiles).values({
      id: v.id,
      businessName: "Juniper & Vine",
      contactEmail: "shop@juniper.test",
      cityId: "nashville",
      categorySlug: "florists",
    });
    const res = await v.client.get("/api/owner/vendor-listing");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      listing: null,
      stats: null,
      prefill: {
        businessName: "Juniper & Vine",
        categorySlug: "florists",
        cityId: "nashville",
        contactEmail: "shop@juniper.test",
        contactPhone: "",
        website: "",
      },
    });
  });

  it("prefills the account email when there is no business profile", async () => {
    const v = await newVendor();
    const body = (await v.client.get("/api/owner/vendor-listing")).json<OwnerVendorListing>();
    expect(body.prefill).toMatchObject({ businessName: "", cityId: null, contactEmail: v.email });
  });

  it("answers 401 signed out and 403 to couples and venue owners", async () => {
    expect((await t.client().get("/api/owner/vendor-listing")).statusCode).toBe(401);
    for (const kind of ["couple", "venue_owner"] as const) {
      const u = await t.quickUser({ kind });
      const res = await u.client.get("/api/owner/vendor-listing");
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
      // A well-formed body: the kind is judged before the photos.
      const body = listingInput([{ src: "/uploads/00000000-0000-0000-0000-000000000000.webp", alt: "" }]);
      expect((await createListing(u.client, body)).statusCode).toBe(403);
    }
  });

  it("shows the demo vendor's seeded listing", async () => {
    const { client } = await t.signIn("demo@vendor.test", "june-demo-2027");
    const body = (await client.get("/api/owner/vendor-listing")).json<OwnerVendorListing>();
    expect(body.listing).toMatchObject({ businessName: "Golden Hour Photography", isClaimed: true });
  });
});

describe("creating a listing", () => {
  it("creates an unpublished listing owned by the vendor, with a slug from name + city", async () => {
    const v = await newVendor();
    const photo = await uploadFor(v.id);
    const res = await createListing(v.client, listingInput([photo], "Fern Studio Florals"));
    expect(res.statusCode).toBe(201);
    const body = res.json<OwnerVendorListing>();
    expect(body.listing).toMatchObject({
      slug: "fern-studio-florals-nashville",
      businessName: "Fern Studio Florals",
      isPublished: false,
      isHidden: false,
      isClaimed: true,
      photos: [photo],
    });
    expect(body.stats).toEqual({
      viewsLast30Days: 0,
      viewsAllTime: 0,
      inquiriesTotal: 0,
      inquiriesNew: 0,
      recommendations: 0,
    });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.slug, "fern-studio-florals-nashville"));
    expect(row?.ownerId).toBe(v.id);
    // Not public until published.
    expect((await t.client().get("/api/vendors/fern-studio-florals-nashville")).statusCode).toBe(404);
  });

  it("publishes on create when asked, and numbers a taken slug", async () => {
    const a = await newVendor();
    const b = await newVendor();
    const first = await createListing(a.client, {
      ...listingInput([await uploadFor(a.id)], "Twin Petal"),
      publish: true,
    });
    const second = await createListing(b.client, listingInput([await uploadFor(b.id)], "Twin Petal"));
    expect(first.json<OwnerVendorListing>().listing).toMatchObject({
      slug: "twin-petal-nashville",
      isPublished: true,
    });
    expect(second.json<OwnerVendorListing>().listing?.slug).toBe("twin-petal-nashville-2");
    const pub = await t.client().get("/api/vendors/twin-petal-nashville");
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      businessName: "Twin Petal",
      packages: [{ name: "Elopement", price: 450 }, { name: "Full day" }],
    });
  });

  it("allows one listing per vendor (409), even for two submits at once", async () => {
    const v = await newVendor();
    const photo = await uploadFor(v.id);
    const results = await Promise.all([
      createListing(v.client, listingInput([photo], "Race Florals")),
      createListing(v.client, listingInput([photo], "Race Florals")),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await createListing(v.client, listingInput([photo], "Race Florals"));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: "CONFLICT" } });
    expect(await t.db.select().from(vendors).where(eq(vendors.ownerId, v.id))).toHaveLength(1);
  });

  it("refuses photos that are not the vendor's own uploads", async () => {
    const v = await newVendor();
    const stranger = await newVendor();
    const theirs = await uploadFor(stranger.id);
    for (const photos of [[theirs], [{ src: "https://example.test/a.jpg", alt: "" }]]) {
      const res = await createListing(v.client, listingInput(photos));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "VALIDATION" } });
    }
  });

  it.each([
    ["a short business name", { businessName: "A" }, "businessName"],
    ["a short description", { description: "Too short." }, "description"],
    ["no photos", { photos: [] }, "photos"],
    ["a tier of 5", { priceTier: 5 }, "priceTier"],
    ["an unknown category", { categorySlug: "jugglers" }, "categorySlug"],
    ["a long tagline", { tagline: "x".repeat(121) }, "tagline"],
    ["a bad website", { website: "juniper.test" }, "website"],
    [
      "nine packages",
      { packages: Array.from({ length: 9 }, (_, i) => ({ name: `P${i}x`, price: 1, description: "" })) },
      "packages",
    ],
    ["a package without a name", { packages: [{ name: "", price: 10, description: "" }] }, "packages"],
    ["a negative package price", { packages: [{ name: "Basic", price: -1, description: "" }] }, "packages"],
    [
      "a package price over $1M",
      { packages: [{ name: "Basic", price: 1_000_001, description: "" }] },
      "packages",
    ],
    [
      "a long package description",
      { packages: [{ name: "Basic", price: 1, description: "x".repeat(401) }] },
      "packages",
    ],
    [
      "two packages of one name",
      {
        packages: [
          { name: "Basic", price: 1, description: "" },
          { name: "basic", price: 2, description: "" },
        ],
      },
      "packages",
    ],
  ])("refuses %s (400 naming the field)", async (_label, patch, field) => {
    const v = await newVendor();
    const res = await createListing(v.client, { ...listingInput([await uploadFor(v.id)]), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: "VALIDATION",
    });
    expect(res.json<{ error: { message: string } }>().error.message).toContain(field);
  });
});

describe("editing and publishing", () => {
  it("saves edits (slug kept), keeps existing photos allowed, and publishes / unpublishes", async () => {
    const v = await newVendor();
    const photo = await uploadFor(v.id);
    const created = (
      await createListing(v.client, listingInput([photo], "Edit Me Florals"))
    ).json<OwnerVendorListing>();
    const slug = created.listing!.slug;

    const extra = await uploadFor(v.id, "Table flowers");
    const put = await v.client.put("/api/owner/vendor-listing", {
      ...listingInput([extra, photo], "Edited Florals"),
      packages: [{ name: "Only one", price: 999, description: "Everything." }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<OwnerVendorListing>().listing).toMatchObject({
      slug,
      businessName: "Edited Florals",
      packages: [{ name: "Only one", price: 999, description: "Everything." }],
      photos: [extra, photo],
    });

    const published = await v.client.post("/api/owner/vendor-listing/publish");
    expect(published.json<OwnerVendorListing>().listing?.isPublished).toBe(true);
    expect((await t.client().get(`/api/vendors/${slug}`)).json()).toMatchObject({
      businessName: "Edited Florals",
    });

    const unpublished = await v.client.post("/api/owner/vendor-listing/unpublish");
    expect(unpublished.json<OwnerVendorListing>().listing?.isPublished).toBe(false);
    expect((await t.client().get(`/api/vendors/${slug}`)).statusCode).toBe(404);
  });

  it("lets a claimed seeded listing keep its stock photos, but not add someone else's", async () => {
    const { client } = await t.signIn("demo@vendor.test", "june-demo-2027");
    const { listing } = (await client.get("/api/owner/vendor-listing")).json<OwnerVendorListing>();
    const fields = { ...listing! } as Record<string, unknown>;
    for (const k of ["id", "slug", "isPublished", "isHidden", "isClaimed", "isFeatured", "updatedAt"])
      delete fields[k];
    const description = `${listing!.description}`.padEnd(80, ".");
    expect((await client.put("/api/owner/vendor-listing", { ...fields, description })).statusCode).toBe(200);
    const stranger = await newVendor();
    const res = await client.put("/api/owner/vendor-listing", {
      ...fields,
      description,
      photos: [...listing!.photos, await uploadFor(stranger.id)],
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 to edit or publish without a listing, 403 to other kinds, 401 signed out", async () => {
    const v = await newVendor();
    const body = listingInput([await uploadFor(v.id)]);
    expect((await v.client.put("/api/owner/vendor-listing", body)).statusCode).toBe(404);
    expect((await v.client.post("/api/owner/vendor-listing/publish")).statusCode).toBe(404);
    const couple = await t.quickUser({ kind: "couple" });
    expect((await couple.client.put("/api/owner/vendor-listing", body)).statusCode).toBe(403);
    expect((await couple.client.post("/api/owner/vendor-listing/unpublish")).statusCode).toBe(403);
    expect((await t.client().put("/api/owner/vendor-listing", body)).statusCode).toBe(401);
    expect((await t.client().post("/api/owner/vendor-listing/publish")).statusCode).toBe(401);
  });

  it("only ever touches the session's own listing (another vendor's stays as it was)", async () => {
    const a = await newVendor();
    const b = await newVendor();
    await createListing(a.client, {
      ...listingInput([await uploadFor(a.id)], "Owner A Blooms"),
      publish: true,
    });
    await createListing(b.client, listingInput([await uploadFor(b.id)], "Owner B Blooms"));
    await b.client.post("/api/owner/vendor-listing/unpublish");
    await b.client.put("/api/owner/vendor-listing", listingInput([await uploadFor(b.id)], "Renamed B"));
    const [rowA] = await t.db.select().from(vendors).where(eq(vendors.ownerId, a.id));
    expect(rowA).toMatchObject({ businessName: "Owner A Blooms", isPublished: true });
  });
});

describe("stats", () => {
  it("counts views (30 days and all time), inquiries (total and new) and recommendations", async () => {
    const v = await newVendor();
    const { listing } = (
      await createListing(v.client, {
        ...listingInput([await uploadFor(v.id)], "Stats Florals"),
        publish: true,
      })
    ).json<OwnerVendorListing>();
    const id = listing!.id;
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(listingDailyViews).values([
      { listingKind: "vendor", listingId: id, day: day(0), views: 5 },
      { listingKind: "vendor", listingId: id, day: day(10), views: 7 },
      { listingKind: "vendor", listingId: id, day: day(45), views: 100 },
      // A venue with the same id space must not count.
      { listingKind: "venue", listingId: id, day: day(1), views: 1000 },
    ]);
    const couple = await t.quickUser({ kind: "couple" });
    await t.db.insert(inquiries).values([
      { coupleId: couple.id, vendorId: id, message: "Hello!" },
      { coupleId: couple.id, vendorId: id, message: "Hello again", status: "replied" },
      { coupleId: couple.id, vendorId: id, message: "Booked", status: "booked" },
    ]);
    const others = await t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.cityId, "columbus"))
      .limit(2);
    await t.db
      .insert(vendorRecommendations)
      .values(others.map((o) => ({ recommenderId: o.id, recommendedId: id })));

    const { stats } = (await v.client.get("/api/owner/vendor-listing")).json<OwnerVendorListing>();
    expect(stats).toEqual({
      viewsLast30Days: 12,
      viewsAllTime: 112,
      inquiriesTotal: 3,
      inquiriesNew: 1,
      recommendations: 2,
    });
  });
});

describe("GET /api/vendors/category-counts", () => {
  it("counts published, visible vendors per category, all 12 in order, optionally in one city", async () => {
    const all = await t.client().get("/api/vendors/category-counts");
    expect(all.statusCode).toBe(200);
    const body = all.json<{ total: number; city: null; categories: { slug: string; count: number }[] }>();
    expect(body.categories).toHaveLength(12);
    expect(body.categories[0]?.slug).toBe("photographers");
    expect(body.total).toBe(body.categories.reduce((s, c) => s + c.count, 0));

    const inCity = (await t.client().get("/api/vendors/category-counts?city=cincinnati")).json<{
      city: string;
      categories: { slug: string; count: number }[];
    }>();
    expect(inCity.city).toBe("cincinnati");
    // The seed has 5 per category per city, and no test here adds Cincinnati vendors.
    expect(inCity.categories.every((c) => c.count === 5)).toBe(true);

    // A hidden vendor stops counting.
    const [one] = await t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.cityId, "cincinnati"))
      .limit(1);
    await t.db.update(vendors).set({ isHidden: true }).where(eq(vendors.id, one!.id));
    const after = (await t.client().get("/api/vendors/category-counts?city=cincinnati")).json<{
      categories: { count: number }[];
    }>();
    expect(after.categories.reduce((s, c) => s + c.count, 0)).toBe(59);
    await t.db.update(vendors).set({ isHidden: false }).where(eq(vendors.id, one!.id));
  });

  it("refuses an unknown city", async () => {
    expect((await t.client().get("/api/vendors/category-counts?city=paris")).statusCode).toBe(400);
  });
});
