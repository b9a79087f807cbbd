import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ComparedVenue, SavedVenue } from "@shared/schemas/saved-venues";
import { venues } from "../../db/schema/marketplace";
import { savedVenues } from "../../db/schema/saved-venues";
import { createTestApp, type Client, type TestApp } from "../../testing/test-app";

const WRITES_PER_MINUTE = 40;
let t: TestApp;
type Venue = { id: string; slug: string; name: string };
let visibleVenues: Venue[];
let hiddenVenue: Venue;
let unpublishedVenue: Venue;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_WRITE_PER_MINUTE: String(WRITES_PER_MINUTE) });
  const all = await t.db
    .select({ id: venues.id, slug: venues.slug, name: venues.name })
    .from(venues)
    .orderBy(asc(venues.slug));
  hiddenVenue = all[0]!;
  unpublishedVenue = all[1]!;
  visibleVenues = all.slice(2);
  await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, hiddenVenue.id));
  await t.db.update(venues).set({ isPublished: false }).where(eq(venues.id, unpublishedVenue.id));
});
afterAll(async () => {
  await t?.close();
});

const couple = () => t.quickUser({ kind: "couple" });
const list = async (c: Client) => {
  const res = await c.get("/api/saved-venues");
  expect(res.statusCode).toBe(200);
  return res.json<SavedVenue[]>();
};
const save = (c: Client, id: string) => c.put(`/api/saved-venues/${id}`, {});
const unsave = (c: Client, id: string) => c.request("DELETE", `/api/saved-venues/${id}`);

describe("saving venues", () => {
  it("saves, lists newest first with the venue summary, and is idempotent", async () => {
    const { client } = await couple();
    const [a, b] = visibleVenues as [Venue, Venue];
    expect(await list(client)).toEqual([]);

    const first = await save(client, a.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ venueId: a.id, isSaved: true });
    expect((await save(client, b.id)).statusCode).toBe(200);
    // Saving again changes nothing: same answer, same order, no duplicate.
    expect((await save(client, a.id)).json()).toEqual({ venueId: a.id, isSaved: true });

    const saved = await list(client);
    expect(saved.map((s) => s.slug)).toEqual([b.slug, a.slug]);
    const [, savedA] = saved;
    expect(savedA).toMatchObject({ venueId: a.id, slug: a.slug, name: a.name });
    expect(Object.keys(savedA!).sort()).toEqual(
      [
        "venueId",
        "slug",
        "name",
        "cityId",
        "neighborhood",
        "styles",
        "setting",
        "priceFrom",
        "priceTier",
        "capacitySeated",
        "capacityStanding",
        "photo",
        "savedAt",
      ].sort(),
    );
    expect(savedA!.photo.src).toMatch(/^\/media\//);
    expect(Number.isNaN(Date.parse(savedA!.savedAt))).toBe(false);
  });

  it("removes a save, and removing again still answers 200", async () => {
    const { client } = await couple();
    const [a, b] = visibleVenues as [Venue, Venue];
    await save(client, a.id);
    await save(client, b.id);
    const res = await unsave(client, a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ venueId: a.id, isSaved: false });
    expect((await list(client)).map((s) => s.venueId)).toEqual([b.id]);
    expect((await unsave(client, a.id)).statusCode).toBe(200);
    expect((await unsave(client, "not-a-uuid")).statusCode).toBe(200);
  });

  it.each([
    ["an unknown venue", () => randomUUID()],
    ["a malformed id", () => "lakeview-glasshouse"],
    ["a hidden venue", () => hiddenVenue.id],
    ["an unpublished venue", () => unpublishedVenue.id],
  ])("answers 404 for %s", async (_what, id) => {
    const { client } = await couple();
    const res = await save(client, id());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Venue not found" } });
    expect(await list(client)).toEqual([]);
  });

  it("drops a saved venue from the list once it is hidden", async () => {
    const { client } = await couple();
    const venue = visibleVenues.at(-1)!;
    await save(client, venue.id);
    expect(await list(client)).toHaveLength(1);
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, venue.id));
    try {
      expect(await list(client)).toEqual([]);
    } finally {
      await t.db.update(venues).set({ isHidden: false }).where(eq(venues.id, venue.id));
    }
  });

  it("keeps each couple's saves to themselves", async () => {
    const ava = await couple();
    const ben = await couple();
    await save(ava.client, visibleVenues[0]!.id);
    expect(await list(ben.client)).toEqual([]);
    // Ben's delete of the same venue touches only Ben's (non-existent) save.
    expect((await unsave(ben.client, visibleVenues[0]!.id)).statusCode).toBe(200);
    expect(await list(ava.client)).toHaveLength(1);
  });

  it("refuses a 101st save with 409 and still accepts re-saving a saved venue", async () => {
    const { client, id } = await couple();
    // 100 saves written directly: the demo data has fewer visible venues, so add some.
    const extra = Array.from({ length: 100 - visibleVenues.length + 1 }, (_, i) => ({
      slug: `cap-test-venue-${i}`,
      name: `Cap Test Venue ${i}`,
      cityId: "cleveland",
      neighborhood: "Downtown",
      address: "1 Test St",
      capacitySeated: 100,
      capacityStanding: 150,
      priceFrom: 5000,
      priceTier: 2,
      setting: "indoor" as const,
      description: "A venue for the cap test.",
    }));
    const inserted = await t.db.insert(venues).values(extra).returning({ id: venues.id });
    const ids = [...visibleVenues.map((v) => v.id), ...inserted.map((v) => v.id)];
    await t.db.insert(savedVenues).values(ids.slice(0, 100).map((venueId) => ({ userId: id, venueId })));

    const res = await save(client, ids[100]!);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: "CONFLICT",
        message: "You can save up to 100 venues. Remove one you no longer need to save another.",
      },
    });
    expect((await save(client, ids[0]!)).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(savedVenues)
      .where(and(eq(savedVenues.userId, id), eq(savedVenues.venueId, ids[100]!)));
    expect(row).toBeUndefined();
  });

  it("rate-limits writes per client", async () => {
    const { client } = await couple();
    const venue = visibleVenues[3]!;
    const answers: number[] = [];
    for (let i = 0; i <= WRITES_PER_MINUTE; i++) answers.push((await save(client, venue.id)).statusCode);
    expect(answers.slice(0, WRITES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("who may save", () => {
  it.each(["venue_owner", "vendor"] as const)("refuses a %s with 403", async (kind) => {
    const { client } = await t.quickUser({ kind });
    for (const res of [
      await save(client, visibleVenues[0]!.id),
      await client.get("/api/saved-venues"),
      await unsave(client, visibleVenues[0]!.id),
      await client.get(`/api/saved-venues/compare?venues=${visibleVenues[0]!.slug}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { code: "FORBIDDEN", message: "Only couple accounts can save venues", reason: "account_kind" },
      });
    }
  });

  it("answers 401 to a visitor without a session", async () => {
    const c = t.client();
    for (const res of [
      await save(c, visibleVenues[0]!.id),
      await c.get("/api/saved-venues"),
      await unsave(c, visibleVenues[0]!.id),
      await c.get(`/api/saved-venues/compare?venues=${visibleVenues[0]!.slug}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    }
  });
});

describe("compare", () => {
  it("returns the couple's saved venues in the order asked, with amenities and contact", async () => {
    const { client } = await couple();
    const [a, b, c] = visibleVenues as [Venue, Venue, Venue];
    for (const v of [a, b, c]) await save(client, v.id);
    const res = await client.get(`/api/saved-venues/compare?venues=${c.slug},${a.slug}, ${b.slug}`);
    expect(res.statusCode).toBe(200);
    const compared = res.json<ComparedVenue[]>();
    expect(compared.map((v) => v.slug)).toEqual([c.slug, a.slug, b.slug]);
    const [detail] = await t.db.select().from(venues).where(eq(venues.id, c.id));
    expect(compared[0]).toMatchObject({
      venueId: c.id,
      address: detail!.address,
      amenities: detail!.amenities,
      contactEmail: detail!.contactEmail,
      contactPhone: detail!.contactPhone,
      website: detail!.website,
    });
    // A repeated slug counts once.
    const dup = await client.get(`/api/saved-venues/compare?venues=${a.slug},${a.slug}`);
    expect(dup.json<ComparedVenue[]>().map((v) => v.slug)).toEqual([a.slug]);
  });

  it("answers 404 for a venue the couple has not saved, even one another couple saved", async () => {
    const ava = await couple();
    const ben = await couple();
    const [a, b] = visibleVenues as [Venue, Venue];
    await save(ava.client, a.id);
    await save(ben.client, b.id);
    const res = await ava.client.get(`/api/saved-venues/compare?venues=${a.slug},${b.slug}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: "NOT_FOUND", message: `"${b.slug}" is not one of your saved venues.` },
    });
    expect((await ava.client.get(`/api/saved-venues/compare?venues=no-such-venue`)).statusCode).toBe(404);
  });

  it("answers 404 for a saved venue that has since been hidden", async () => {
    const { client } = await couple();
    const venue = visibleVenues[5]!;
    await save(client, venue.id);
    await t.db.update(venues).set({ isHidden: true }).where(eq(venues.id, venue.id));
    try {
      expect((await client.get(`/api/saved-venues/compare?venues=${venue.slug}`)).statusCode).toBe(404);
    } finally {
      await t.db.update(venues).set({ isHidden: false }).where(eq(venues.id, venue.id));
    }
  });

  it.each([
    ["four venues", "?venues=a,b,c,d"],
    ["no venues", "?venues="],
    ["only commas", "?venues=,,"],
    ["no parameter", ""],
  ])("refuses %s with 400", async (_what, qs) => {
    const { client } = await couple();
    const res = await client.get(`/api/saved-venues/compare${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "VALIDATION" } });
  });
});
