import { juneToolNames, juneToolPhrase, type JuneToolName } from "@shared/rules/june-tool-phrases";
import { describe, expect, it } from "vitest";
import type { ToolIO, ToolName } from "../types";
import { createCoupleTools } from "./couple-tools";
import type { CoupleToolPorts } from "./couple-tool-ports";

// Issue #18: the chat shows what June did in words a couple understands, never a tool's name, a raw
// query string or JSON. Every tool's one-line summary comes from shared/rules/june-tool-phrases.ts.

// Both directions at compile time: a tool without a phrase (or a phrase without a tool) fails typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameNames: Same<ToolName, JuneToolName> = true;

// Summaries need no data: the ports are never called.
const tools = createCoupleTools({} as CoupleToolPorts);

/** What a model might send: free words, query strings, JSON, slugs, made-up styles and categories. */
const nasty = {
  query: 'q=rustic+barn&city=nashville {"guests":150}',
  style: "rustic_barn_vibes",
  category: "fire_dancers&jugglers",
  topic: '{"topic":"seating_chart"}',
  venueSlug: "the-old-mill?ref=abc",
};

/** A call of each tool with a nasty input and a plausible output. */
const calls: { [K in ToolName]: { input: ToolIO[K]["input"]; output: ToolIO[K]["output"] } } = {
  couple_profile: {
    input: {},
    output: {
      partner1Name: "Ava",
      partner2Name: "Noah",
      weddingDate: "2027-06-12",
      guestCount: 120,
      cityId: "cleveland",
      weddingStyle: "garden",
    },
  },
  search_venues: {
    input: { query: nasty.query, city: "Nashville", style: nasty.style, guests: 150, maxPrice: 9000 },
    output: { total: 3, results: [] },
  },
  search_vendors: {
    input: { query: nasty.query, city: "cleveland", category: nasty.category, maxPrice: 2000 },
    output: { total: 0, results: [] },
  },
  budget_summary: {
    input: {},
    output: {
      totalBudget: 35000,
      allocated: {},
      allocatedTotal: 0,
      unallocated: 35000,
      guestCount: 150,
      tracker: null,
    },
  },
  guest_stats: {
    input: {},
    output: {
      total: 12,
      attending: 5,
      pending: 6,
      declined: 1,
      households: 7,
      events: [{ name: "Reception", invited: 12, attending: 5, declined: 1, pending: 6 }],
      meals: [{ meal: "Chicken", count: 3 }],
      pendingHouseholds: { count: 4, names: ["The Lee family"] },
    },
  },
  saved_venues: { input: {}, output: { venues: [] } },
  days_to_wedding: { input: {}, output: { weddingDate: "2027-06-12", days: 200, mood: "plenty of time" } },
  planning_guide: {
    input: { topic: nasty.topic },
    output: {
      passages: [{ guideSlug: "etiquette", guideTitle: "Etiquette", title: "Seating", body: "…" }],
    },
  },
  save_venue: {
    input: { venueSlug: nasty.venueSlug },
    output: { error: `No published venue has the slug "${nasty.venueSlug}".` },
  },
  add_guests: {
    input: { guests: [{ name: nasty.query }], events: [nasty.topic] },
    output: { error: `The couple has no event called "${nasty.topic}".`, events: ["Reception"] },
  },
  set_total_budget: {
    input: { amountUsd: 40000 },
    output: { action: { kind: "set_total_budget", amountCents: 4_000_000, previousCents: 3_500_000 } },
  },
  set_category_allocation: {
    input: { category: nasty.category, amountUsd: 3000 },
    output: { error: `The couple has no budget category like "${nasty.category}".`, categories: ["Venue"] },
  },
  update_profile: {
    input: { city: nasty.query, guestCount: 150 },
    output: {
      action: {
        kind: "update_profile",
        changes: [
          { field: "guestCount", from: "120", to: "150", fromLabel: "120 guests", toLabel: "150 guests" },
        ],
      },
    },
  },
  remove_saved_venue: {
    input: { venue: nasty.venueSlug },
    output: { error: `"${nasty.venueSlug}" isn't one of the couple's saved venues.` },
  },
};

function summaryOf(name: ToolName) {
  const tool = tools.find((t) => t.name === name)!;
  const call = calls[name];
  return tool.summarize(call.input, call.output);
}

describe("June's tool phrases", () => {
  it("exist for every tool she has, and only for those", () => {
    expect(sameNames).toBe(true);
    expect(tools.map((t) => t.name).sort()).toEqual([...juneToolNames].sort());
  });

  it.each(juneToolNames)("%s reads as words: no tool name, query string, JSON or free text", (name) => {
    const phrase = summaryOf(name);
    expect(phrase).toMatch(/^[A-Z][a-z']+ /);
    for (const tool of juneToolNames) expect(phrase).not.toContain(tool);
    expect(phrase).not.toMatch(/[{}[\]=&?_\\]|"|%[0-9A-F]{2}/);
    for (const raw of Object.values(nasty)) expect(phrase).not.toContain(raw);
    expect(phrase).not.toMatch(/rustic|jugglers|seating|old-mill/i);
  });

  it("says what June did, as a couple would put it", () => {
    const said = Object.fromEntries(juneToolNames.map((n) => [n, summaryOf(n)]));
    expect(said).toEqual({
      couple_profile: "Looked at your wedding details",
      search_venues: "Searched venues in Nashville for 150 guests under $9,000 (3 found)",
      search_vendors: "Searched vendors in Cleveland under $2,000 (none found)",
      budget_summary: "Looked at your budget",
      guest_stats: "Looked at your guest list",
      saved_venues: "Looked at your saved venues",
      days_to_wedding: "Counted the days to your wedding",
      planning_guide: "Read the planning guide “Etiquette”",
      save_venue: "Couldn't find that venue to save",
      add_guests: "Couldn't add those guests yet",
      set_total_budget: "Suggested a total budget of $40,000",
      set_category_allocation: "Couldn't change that budget category yet",
      update_profile: "Suggested changing your guest count",
      remove_saved_venue: "Couldn't find that saved venue",
    } satisfies Record<JuneToolName, string>);
  });

  it('says "1,000+" when the search counted only that far, never the bare cap', () => {
    const search = tools.find((t) => t.name === "search_venues")!;
    expect(
      search.summarize(
        { query: "garden", city: "columbus" },
        { total: 1000, totalIsLowerBound: true, results: [] },
      ),
    ).toBe("Searched venues in Columbus (1,000+ found)");
    const vendors = tools.find((t) => t.name === "search_vendors")!;
    expect(vendors.summarize({}, { total: 1000, totalIsLowerBound: true, results: [] })).toBe(
      "Searched vendors (1,000+ found)",
    );
    expect(vendors.summarize({}, { total: 1000, results: [] })).toBe("Searched vendors (1000 found)");
  });

  it("names the catalog's words it recognised", () => {
    const search = tools.find((t) => t.name === "search_venues")!;
    expect(search.summarize({ style: "Barns", city: "columbus" }, { total: 1, results: [] })).toBe(
      "Searched barn venues in Columbus (1 found)",
    );
    const vendors = tools.find((t) => t.name === "search_vendors")!;
    expect(vendors.summarize({ category: "dj" }, { total: 4, results: [] })).toBe(
      "Searched DJs & bands (4 found)",
    );
    const save = tools.find((t) => t.name === "save_venue")!;
    expect(
      save.summarize(
        { venueSlug: "x" },
        { action: { kind: "save_venue", venueSlug: "x", venueName: "Willow Creek Barn" } },
      ),
    ).toBe("Suggested saving Willow Creek Barn");
    // Guests: counts, never the names the couple typed.
    const add = tools.find((t) => t.name === "add_guests")!;
    const action = {
      kind: "add_guests" as const,
      householdName: "Chris & Sam Lee",
      guests: [
        { name: "Chris Lee", guestType: "friend" as const },
        { name: "Sam Lee", guestType: "friend" as const },
      ],
      plusOnes: 0,
      eventIds: null,
      eventNames: [],
    };
    expect(add.summarize({ guests: [] }, { action })).toBe("Suggested adding 2 guests to your guest list");
    expect(
      add.summarize({ guests: [] }, { action: { ...action, guests: action.guests.slice(1), plusOnes: 1 } }),
    ).toBe("Suggested adding 1 guest and a plus-one to your guest list");
    expect(juneToolPhrase("add_guests", { guests: 2, added: true })).toBe(
      "Added 2 guests to your guest list",
    );
  });
});
