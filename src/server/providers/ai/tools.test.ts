import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetCategories, budgetItems, budgetPayments, weddingBudgets } from "../../db/schema/budgets";
import { guestEvents, households } from "../../db/schema/guests";
import { insertGuests } from "../../testing/guest-rows";
import { knowledgePassages } from "../../db/schema/june";
import { venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { savedVenues } from "../../db/schema/saved-venues";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { coupleToolsFor } from "../../testing/june-ports";
import { categoryOf, cityIdOf } from "./tools/tool-words";
import type { AnyTool, ToolIO, ToolName } from "./types";

let t: TestApp;
let allVenues: { id: string; slug: string; name: string; isPublished: boolean; isHidden: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  allVenues = await t.db
    .select({
      id: venues.id,
      slug: venues.slug,
      name: venues.name,
      isPublished: venues.isPublished,
      isHidden: venues.isHidden,
    })
    .from(venues)
    .orderBy(asc(venues.slug));
});
afterAll(async () => {
  await t?.close();
});

const signal = new AbortController().signal;
function toolsOf(coupleId: string) {
  const tools = coupleToolsFor(t.db, coupleId);
  return async <K extends ToolName>(name: K, input: ToolIO[K]["input"]): Promise<ToolIO[K]["output"]> => {
    const tool = tools.find((x: AnyTool) => x.name === name)!;
    return (await tool.run(tool.input.parse(input), { signal })) as ToolIO[K]["output"];
  };
}

describe("input words", () => {
  it("maps city and category words to the catalog", () => {
    expect(cityIdOf("Cleveland")).toBe("cleveland");
    expect(cityIdOf("Nashville, TN")).toBe("nashville");
    expect(cityIdOf("Paris")).toBeUndefined();
    expect(categoryOf("Florist")).toBe("florists");
    expect(categoryOf("DJ")).toBe("djband");
    expect(categoryOf("wedding cake")).toBe("bakers");
    expect(categoryOf("hair and makeup")).toBe("hairmakeup");
    expect(categoryOf("astronauts")).toBeUndefined();
  });
});

describe("the couple's tools", () => {
  it("offers the tools with zod inputs; only the proposing ones write", () => {
    const tools = coupleToolsFor(t.db, "nobody");
    expect(tools.map((x) => x.name)).toEqual([
      "couple_profile",
      "search_venues",
      "search_vendors",
      "budget_summary",
      "guest_stats",
      "saved_venues",
      "days_to_wedding",
      "planning_guide",
      "save_venue",
      "add_guests",
      "set_total_budget",
      "set_category_allocation",
      "update_profile",
      "remove_saved_venue",
    ]);
    expect(tools.filter((x) => x.kind === "write").map((x) => x.name)).toEqual([
      "save_venue",
      "add_guests",
      "set_total_budget",
      "set_category_allocation",
      "update_profile",
      "remove_saved_venue",
    ]);
  });

  it("reads zeros and nulls for a couple with no rows", async () => {
    const { id } = await t.insertUser();
    const run = toolsOf(id);
    expect(await run("budget_summary", {})).toEqual({
      totalBudget: 0,
      allocated: {},
      allocatedTotal: 0,
      unallocated: 0,
      guestCount: null,
      tracker: null,
    });
    expect(await run("guest_stats", {})).toEqual({
      total: 0,
      attending: 0,
      pending: 0,
      declined: 0,
      households: 0,
      events: [],
      meals: [],
      pendingHouseholds: { count: 0, names: [] },
    });
    expect(await run("saved_venues", {})).toEqual({ venues: [] });
    expect(await run("days_to_wedding", {})).toEqual({ weddingDate: null, days: null, mood: null });
    expect(await run("couple_profile", {})).toMatchObject({ partner1Name: "", weddingDate: null });
  });

  it("reads only the bound couple's profile, budget, guests and saves", async () => {
    const a = await t.insertUser();
    const b = await t.insertUser();
    const visible = allVenues.filter((v) => v.isPublished && !v.isHidden);
    await t.db
      .insert(coupleProfiles)
      .values({ id: a.id, partner1Name: "Ava", partner2Name: "Noah", weddingDate: "2099-01-01" });
    await t.db
      .insert(weddingBudgets)
      .values({ userId: a.id, totalBudget: 40000, categoryAllocations: { venue: 15000, flowers: 3000 } });
    await insertGuests(t.db, [
      { coupleId: a.id, name: "G1", rsvpStatus: "attending" },
      { coupleId: a.id, name: "G2", rsvpStatus: "attending" },
      { coupleId: a.id, name: "G3", rsvpStatus: "declined" },
      { coupleId: b.id, name: "Other", rsvpStatus: "attending" },
    ]);
    await t.db
      .insert(savedVenues)
      .values(
        visible
          .slice(0, 7)
          .map((v, i) => ({ userId: a.id, venueId: v.id, createdAt: new Date(Date.UTC(2030, 0, 1 + i)) })),
      );
    await t.db.insert(savedVenues).values({ userId: b.id, venueId: visible[10]!.id });

    const run = toolsOf(a.id);
    expect(await run("couple_profile", {})).toMatchObject({ partner1Name: "Ava", partner2Name: "Noah" });
    expect(await run("budget_summary", {})).toEqual({
      totalBudget: 40000,
      allocated: { venue: 15000, flowers: 3000 },
      allocatedTotal: 18000,
      unallocated: 22000,
      guestCount: null,
      tracker: null,
    });
    expect(await run("guest_stats", {})).toEqual({
      total: 3,
      attending: 2,
      pending: 0,
      declined: 1,
      households: 3,
      events: [],
      meals: [{ meal: "", count: 2 }],
      pendingHouseholds: { count: 0, names: [] },
    });
    const saved = await run("saved_venues", {});
    expect(saved.venues.map((v) => v.slug)).toEqual(
      visible
        .slice(2, 7)
        .reverse()
        .map((v) => v.slug),
    );
    const days = await run("days_to_wedding", {});
    expect(days.days).toBeGreaterThan(180);
    expect(days.mood).toBe("plenty of time");
  });

  it("adds the tracker's committed, paid, due and due-soon figures once the couple uses it", async () => {
    const { id } = await t.insertUser();
    await t.db
      .insert(weddingBudgets)
      .values({ userId: id, totalBudget: 35000, totalCents: 3_500_000, guestCount: 100 });
    const [catering] = await t.db
      .insert(budgetCategories)
      .values({ coupleId: id, name: "Catering", allocatedCents: 900_000 })
      .returning({ id: budgetCategories.id });
    const [dinner, bar] = await t.db
      .insert(budgetItems)
      .values([
        { coupleId: id, categoryId: catering!.id, name: "Dinner", pricing: "per_guest", estimateCents: 8550 },
        {
          coupleId: id,
          categoryId: catering!.id,
          name: "Bar",
          estimateCents: 200_000,
          contractCents: 180_001,
        },
      ])
      .returning({ id: budgetItems.id });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(budgetPayments).values([
      { coupleId: id, itemId: dinner!.id, label: "Deposit", amountCents: 200_000, paidOn: day(-30) },
      { coupleId: id, itemId: dinner!.id, label: "Balance", amountCents: 655_000, dueOn: day(300) },
      { coupleId: id, itemId: bar!.id, label: "Deposit", amountCents: 50_050, dueOn: day(10) },
      { coupleId: id, itemId: bar!.id, label: "Tasting", amountCents: 12_345, dueOn: day(-2) },
    ]);
    const summary = await toolsOf(id)("budget_summary", {});
    expect(summary.tracker).toEqual({
      committed: 10_350.01, // 85.50 × 100 + 1,800.01
      paid: 2000,
      due: 8350.01,
      dueSoon: [
        {
          label: "Tasting",
          item: "Bar",
          category: "Catering",
          amount: 123.45,
          dueOn: day(-2),
          overdue: true,
        },
        {
          label: "Deposit",
          item: "Bar",
          category: "Catering",
          amount: 500.5,
          dueOn: day(10),
          overdue: false,
        },
      ],
    });
  });

  it("searches venues and vendors through the marketplace search", async () => {
    const run = toolsOf("nobody");
    const v = await run("search_venues", { city: "Cleveland", guests: 100, style: "barn" });
    for (const r of v.results) {
      expect(r.cityId).toBe("cleveland");
      expect(r.capacitySeated).toBeGreaterThanOrEqual(100);
      expect(r.styles).toContain("barn");
    }
    expect(v.results.length).toBeLessThanOrEqual(5);
    const f = await run("search_vendors", { city: "nashville", category: "florist", maxPrice: 5000 });
    expect(f.total).toBeGreaterThan(0);
    for (const r of f.results) {
      expect(r).toMatchObject({ categorySlug: "florists", cityId: "nashville" });
      expect(r.priceFrom).toBeLessThanOrEqual(5000);
    }
  });

  it("add_guests proposes without writing, matches the couple's event names loosely, takes names only", async () => {
    const { id } = await t.insertUser();
    await t.db.insert(guestEvents).values([
      { coupleId: id, name: "Ceremony", position: 0 },
      { coupleId: id, name: "Rehearsal Dinner", position: 1 },
    ]);
    const run = toolsOf(id);
    expect(
      await run("add_guests", {
        guests: [{ name: "Maria  Lopez", guestType: "family" }],
        events: ["rehearsal DINNER", "the ceremony"],
      }),
    ).toMatchObject({
      action: {
        kind: "add_guests",
        householdName: "Maria Lopez",
        guests: [{ name: "Maria Lopez", guestType: "family" }],
        plusOnes: 0,
        eventNames: ["Ceremony", "Rehearsal Dinner"],
      },
    });
    expect(await run("add_guests", { guests: [{ name: "Jo Kim" }], events: ["everything"] })).toMatchObject({
      action: { eventIds: null, eventNames: ["Ceremony", "Rehearsal Dinner"] },
    });
    expect(await run("add_guests", { guests: [{ name: "maria@example.com" }] })).toEqual({
      error: `"maria@example.com" doesn't look like a person's name.`,
    });
    expect(await run("add_guests", { guests: [{ name: "Jo Kim" }], events: ["brunch"] })).toEqual({
      error: `The couple has no event called "brunch".`,
      events: ["Ceremony", "Rehearsal Dinner"],
    });
    expect(await t.db.select().from(households).where(eq(households.coupleId, id))).toEqual([]);
  });

  it("save_venue proposes without writing; unknown, hidden and already-saved venues are refused", async () => {
    const { id } = await t.insertUser();
    const run = toolsOf(id);
    const visible = allVenues.filter((v) => v.isPublished && !v.isHidden);
    const venue = visible[0]!;
    expect(await run("save_venue", { venueSlug: venue.slug })).toEqual({
      action: { kind: "save_venue", venueSlug: venue.slug, venueName: venue.name },
    });
    expect(await t.db.select().from(savedVenues).where(eq(savedVenues.userId, id))).toEqual([]);
    expect(await run("save_venue", { venueSlug: "no-such-venue" })).toHaveProperty("error");
    await t.db.insert(savedVenues).values({ userId: id, venueId: venue.id });
    expect(await run("save_venue", { venueSlug: venue.slug })).toEqual({
      error: `${venue.name} is already in the couple's saved venues.`,
    });
  });

  it("planning_guide ranks knowledge passages by full-text search, falling back to any word", async () => {
    await t.db.insert(knowledgePassages).values([
      {
        id: "j1-test-1",
        guideSlug: "j1-guide",
        guideTitle: "Test guide",
        title: "Zorblax seating chart etiquette",
        keywords: "zorblax seating tables",
        body: "Put grandparents near the front and keep exes apart.",
      },
      {
        id: "j1-test-2",
        guideSlug: "j1-guide",
        guideTitle: "Test guide",
        title: "Flumboozle tipping",
        keywords: "flumboozle gratuity",
        body: "Tip the delivery crew and the officiant.",
      },
    ]);
    const run = toolsOf("nobody");
    const seating = await run("planning_guide", { topic: "zorblax seating chart" });
    expect(seating.passages[0]).toMatchObject({
      title: "Zorblax seating chart etiquette",
      guideSlug: "j1-guide",
    });
    expect(seating.passages.length).toBeLessThanOrEqual(3);
    const fallback = await run("planning_guide", { topic: "flumboozle for zeppelins" });
    expect(fallback.passages.map((p) => p.title)).toContain("Flumboozle tipping");
  });

  it("summarises calls in one line", () => {
    const tools = coupleToolsFor(t.db, "nobody");
    const search = tools.find((x) => x.name === "search_venues")!;
    expect(
      search.summarize({ city: "cleveland", guests: 120, maxPrice: 8000 }, { total: 4, results: [] }),
    ).toBe("Searched venues in Cleveland for 120 guests under $8,000 (4 found)");
    const save = tools.find((x) => x.name === "save_venue")!;
    expect(
      save.summarize(
        { venueSlug: "x" },
        { action: { kind: "save_venue", venueSlug: "x", venueName: "X Hall" } },
      ),
    ).toBe("Suggested saving X Hall");
  });
});
