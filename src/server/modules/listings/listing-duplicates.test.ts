import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminListingsPage, AdminOverview } from "@shared/schemas/admin";
import type { OwnerVenueDetail, VenueInput } from "@shared/schemas/owner-venues";
import { uploadMessages } from "@shared/schemas/uploads";
import type { VendorListingFields } from "@shared/schemas/vendor-listing";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { vendors, venues } from "../../db/schema/marketplace";
import { uploads } from "../../db/schema/uploads";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

// Issue #18: publishing a copy of a listed venue or business is stopped with a clear message (AppError
// with fields), the copies that exist show in the admin's "Possible duplicates" list, and a listing shows
// no photo under 400×300.

let t: TestApp;
let owner: { id: string; client: Client };
let admin: Client;
let seeded: { id: string; name: string; cityId: string; address: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: "10000" });
  owner = await t.quickUser({ kind: "venue_owner" });
  admin = (await t.signIn("demo@admin.test", DEMO_PASSWORD)).client;
  // A listed demo venue nobody has claimed yet.
  const [row] = await t.db
    .select({ id: venues.id, name: venues.name, cityId: venues.cityId, address: venues.address })
    .from(venues)
    .where(and(isNull(venues.ownerId), eq(venues.isPublished, true), eq(venues.isHidden, false)))
    .limit(1);
  seeded = row!;
});
afterAll(async () => {
  await t?.close();
});

async function photoFor(ownerId: string, size = { width: 1200, height: 800 }) {
  const [row] = await t.db
    .insert(uploads)
    .values({ ownerId, contentType: "image/webp", ...size, bytes: 1000 })
    .returning({ id: uploads.id });
  return { src: `/uploads/${row!.id}.webp`, alt: "The hall" };
}

async function venueInput(over: Partial<VenueInput> = {}): Promise<VenueInput> {
  return {
    name: "Thistledown Orangery",
    cityId: "columbus",
    neighborhood: "German Village",
    address: "640 S 3rd St, Columbus, OH 43206",
    capacitySeated: 120,
    capacityStanding: 180,
    priceFrom: 7000,
    styles: ["garden"],
    setting: "both",
    amenities: [],
    photos: [await photoFor(owner.id)],
    description:
      "A brick orangery behind a walled garden, with tall windows, a long table for dinner and a lawn for the ceremony under old trees.",
    contactEmail: "",
    contactPhone: "",
    website: "",
    publish: true,
    ...over,
  };
}

type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; reason?: string };
};

describe("publishing a copy of a listed venue", () => {
  it("is stopped with a message on the name, whatever the spelling or house number", async () => {
    const copy = await venueInput({
      name: `the ${seeded.name.toUpperCase()}!`,
      cityId: seeded.cityId as VenueInput["cityId"],
      address: seeded.address.replace(/^\d+/, (n) => String(Number(n) + 4)),
    });
    const res = await owner.client.post("/api/owner/venues", copy);
    expect(res.statusCode, res.body).toBe(409);
    const { error } = res.json<ErrorBody>();
    const message = `“${seeded.name}” (${seeded.address}) is already listed. If it's your venue, claim that listing instead of publishing a copy.`;
    expect(error).toEqual({
      code: "CONFLICT",
      message,
      fields: { name: message },
      reason: "duplicate_listing",
    });
    expect(await t.db.select().from(venues).where(eq(venues.ownerId, owner.id))).toHaveLength(0);

    // Saved as a draft it is kept (nothing is listed), and it goes to the admin's duplicates queue.
    const draft = await owner.client.post("/api/owner/venues", { ...copy, publish: false });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json<OwnerVenueDetail>();
    const publish = await owner.client.post(`/api/owner/venues/${id}/publish`, {});
    expect(publish.statusCode).toBe(409);
    expect(publish.json<ErrorBody>().error.reason).toBe("duplicate_listing");
    const edit = await owner.client.put(`/api/owner/venues/${id}`, copy);
    expect(edit.statusCode).toBe(409);

    const queue = (await admin.get("/api/admin/listings?duplicates=true")).json<AdminListingsPage>();
    expect(queue.items.map((l) => l.id)).toEqual(expect.arrayContaining([seeded.id, id]));
    const overview = (await admin.get("/api/admin/overview")).json<AdminOverview>();
    expect(overview.possibleDuplicates).toBeGreaterThanOrEqual(2);

    // Hiding the copy settles it: out of the queue.
    await admin.post(`/api/admin/listings/venue/${id}/hide`, {});
    const after = (await admin.get("/api/admin/listings?duplicates=true")).json<AdminListingsPage>();
    expect(after.items.map((l) => l.id)).not.toContain(id);
  });

  it("lets a venue of the same name on another street, or in another city, publish", async () => {
    const name = seeded.name;
    const elsewhere = await owner.client.post(
      "/api/owner/venues",
      await venueInput({ name, cityId: seeded.cityId as VenueInput["cityId"], address: "1 Nowhere Lane" }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const otherCity = seeded.cityId === "nashville" ? "columbus" : "nashville";
    const away = await owner.client.post("/api/owner/venues", await venueInput({ name, cityId: otherCity }));
    expect(away.statusCode, away.body).toBe(201);
  });

  it("tells an owner who lists the same venue twice to edit the first", async () => {
    const first = await owner.client.post("/api/owner/venues", await venueInput({ name: "Marigold Loft" }));
    expect(first.statusCode, first.body).toBe(201);
    const second = await owner.client.post(
      "/api/owner/venues",
      await venueInput({ name: "Marigold Loft", address: "644 South Third Street" }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>().error.message).toBe(
      "You already list “Marigold Loft” (640 S 3rd St, Columbus, OH 43206). Edit that listing instead of publishing a second one.",
    );
  });
});

function vendorInput(photos: { src: string; alt: string }[], over: Partial<VendorListingFields> = {}) {
  return {
    businessName: "Bramble & Bloom",
    categorySlug: "florists",
    cityId: "nashville",
    serviceArea: "Nashville and Middle Tennessee",
    tagline: "",
    description:
      "We design loose, garden-style arrangements with flowers from farms around Nashville, from the bouquet to the last table.",
    priceFrom: 1800,
    priceTier: 2,
    packages: [],
    photos,
    contactEmail: "",
    contactPhone: "",
    website: "",
    ...over,
  } satisfies VendorListingFields;
}

describe("publishing a copy of a listed vendor", () => {
  it("is stopped with a message on the business name; a draft is kept and queued", async () => {
    const [listed] = await t.db
      .select()
      .from(vendors)
      .where(and(isNull(vendors.ownerId), eq(vendors.isPublished, true), eq(vendors.isHidden, false)))
      .limit(1);
    const vendor = await t.quickUser({ kind: "vendor" });
    const copy = vendorInput([await photoFor(vendor.id)], {
      businessName: listed!.businessName.toLowerCase().replace(/&/g, "and"),
      categorySlug: listed!.categorySlug as VendorListingFields["categorySlug"],
      cityId: listed!.cityId as VendorListingFields["cityId"],
    });
    const res = await vendor.client.post("/api/owner/vendor-listing", { ...copy, publish: true });
    expect(res.statusCode, res.body).toBe(409);
    const { error } = res.json<ErrorBody>();
    expect(error.reason).toBe("duplicate_listing");
    expect(error.fields?.businessName).toBe(error.message);
    expect(error.message).toContain(`“${listed!.businessName}”`);

    const draft = await vendor.client.post("/api/owner/vendor-listing", { ...copy, publish: false });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await vendor.client.post("/api/owner/vendor-listing/publish", {})).statusCode).toBe(409);
    const queue = (
      await admin.get("/api/admin/listings?kind=vendor&duplicates=true")
    ).json<AdminListingsPage>();
    expect(queue.items.map((l) => l.id)).toContain(listed!.id);

    // Another category is another business.
    const other = await t.quickUser({ kind: "vendor" });
    const florist = vendorInput([await photoFor(other.id)], {
      businessName: listed!.businessName,
      cityId: listed!.cityId as VendorListingFields["cityId"],
      categorySlug: listed!.categorySlug === "bakers" ? "florists" : "bakers",
    });
    const ok = await other.client.post("/api/owner/vendor-listing", { ...florist, publish: true });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe("the photo minimum on a listing", () => {
  it("refuses an upload under 400×300 on a listing, even one stored without the minimum", async () => {
    const small = await photoFor(owner.id, { width: 320, height: 240 });
    const res = await owner.client.post(
      "/api/owner/venues",
      await venueInput({ name: "Wrenfield Hall", photos: [small] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({
      message: uploadMessages.tooSmall,
      fields: { photos: uploadMessages.tooSmall },
    });
    expect(uploadMessages.tooSmall).toBe("This photo is too small. Please use one at least 400×300 pixels.");
  });
});
