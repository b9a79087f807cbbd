import { describe, expect, it } from "vitest";
import { localToday } from "@shared/rules/wedding-countdown";
import { addDays } from "@shared/rules/budget-math";
import type { ToolIO, ToolName } from "../types";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { createCoupleTools } from "./couple-tools";

/**
 * The input rules of issue #16's write tools, over ports holding one couple's data in memory: what can
 * be proposed, and the helpful error otherwise. They only propose: no port here can write.
 */

const categories = [
  { id: "c-venue", name: "Venue", allocatedCents: 770_000 },
  { id: "c-flowers", name: "Flowers & decor", allocatedCents: 280_000 },
  { id: "c-photo", name: "Photography", allocatedCents: 350_000 },
];

function toolsWith(data: Partial<{ total: number | null; categories: typeof categories }> = {}) {
  const ports = {
    budgetTotalCents: async () => (data.total === undefined ? 3_500_000 : data.total),
    budgetCategories: async () => data.categories ?? categories,
    profile: async () => ({
      partner1Name: "Ava",
      partner2Name: "Noah",
      weddingDate: "2027-06-12",
      guestCount: 120,
      cityId: "cleveland",
      weddingStyle: "",
    }),
    savedVenues: async () => [
      { slug: "willow-creek-barn", name: "Willow Creek Barn", cityId: "nashville", styles: [], priceFrom: 1 },
      { slug: "the-glasshouse", name: "The Glasshouse", cityId: "cleveland", styles: [], priceFrom: 1 },
    ],
  } as Partial<CoupleToolPorts> as CoupleToolPorts;
  const tools = createCoupleTools(ports);
  return async <K extends ToolName>(name: K, input: ToolIO[K]["input"]) => {
    const tool = tools.find((x) => x.name === name)!;
    return (await tool.run(tool.input.parse(input), {
      signal: new AbortController().signal,
    })) as ToolIO[K]["output"];
  };
}

describe("set_total_budget", () => {
  it("proposes dollars as cents with the total it replaces", async () => {
    expect(await toolsWith()("set_total_budget", { amountUsd: 40000 })).toEqual({
      action: { kind: "set_total_budget", amountCents: 4_000_000, previousCents: 3_500_000 },
    });
    expect(await toolsWith({ total: null })("set_total_budget", { amountUsd: 99.999 })).toEqual({
      action: { kind: "set_total_budget", amountCents: 10_000, previousCents: null },
    });
  });
  it.each([
    [0, "A total budget is an amount above $0, like $40,000."],
    [-5, "A total budget is an amount above $0, like $40,000."],
    [20_000_000, "That is more than any wedding budget (at most $10,000,000); check the number."],
    [35000, "The total budget is already $35,000."],
  ])("%s → %s", async (amountUsd, error) => {
    expect(await toolsWith()("set_total_budget", { amountUsd })).toEqual({ error });
  });
});

describe("set_category_allocation", () => {
  it("matches the couple's words to their category", async () => {
    expect(await toolsWith()("set_category_allocation", { category: "florist", amountUsd: 3000 })).toEqual({
      action: {
        kind: "set_category_allocation",
        categoryId: "c-flowers",
        categoryName: "Flowers & decor",
        amountCents: 300_000,
        previousCents: 280_000,
      },
    });
  });
  it("an unknown category lists the couple's categories", async () => {
    expect(await toolsWith()("set_category_allocation", { category: "drones", amountUsd: 5 })).toEqual({
      error: 'The couple has no budget category like "drones".',
      categories: ["Venue", "Flowers & decor", "Photography"],
    });
  });
  it("asks which one when two fit equally", async () => {
    const two = [
      { id: "a", name: "Florist", allocatedCents: 0 },
      { id: "b", name: "Floral decor", allocatedCents: 0 },
    ];
    expect(
      await toolsWith({ categories: two })("set_category_allocation", { category: "flowers", amountUsd: 5 }),
    ).toEqual({
      error: '"flowers" could be Florist or Floral decor: ask which one.',
      categories: ["Florist", "Floral decor"],
    });
  });
  it("without a tracker, says how to start one", async () => {
    const out = await toolsWith({ categories: [] })("set_category_allocation", {
      category: "venue",
      amountUsd: 5,
    });
    expect("error" in out && out.error).toMatch(/hasn't started their budget tracker/);
  });
  it("refuses a negative amount and an unchanged one", async () => {
    const run = toolsWith();
    expect(await run("set_category_allocation", { category: "venue", amountUsd: -1 })).toEqual({
      error: "An allocation is an amount of $0 or more, like $3,000.",
    });
    expect(await run("set_category_allocation", { category: "photos", amountUsd: 3500 })).toEqual({
      error: "Photography already has $3,500.",
    });
  });
});

describe("update_profile", () => {
  const run = toolsWith();
  it("proposes only the fields that change, with what they replace", async () => {
    expect(await run("update_profile", { city: "nashville", guestCount: 120 })).toEqual({
      action: {
        kind: "update_profile",
        changes: [
          {
            field: "cityId",
            from: "cleveland",
            to: "nashville",
            fromLabel: "Cleveland",
            toLabel: "Nashville",
          },
        ],
      },
    });
  });
  it.each([
    [{}, "Say what to change: the wedding date, the city or the guest count."],
    [{ weddingDate: "2027-02-30" }, '"2027-02-30" isn\'t a date; use YYYY-MM-DD, like 2027-06-12.'],
    [{ weddingDate: "next June" }, '"next June" isn\'t a date; use YYYY-MM-DD, like 2027-06-12.'],
    [{ weddingDate: localToday() }, "The wedding date has to be in the future."],
    [{ weddingDate: addDays(localToday(), -3) }, "The wedding date has to be in the future."],
    [{ weddingDate: "2099-06-01" }, "That date is more than 10 years away; check the year."],
    [
      { city: "Paris" },
      "June Weddings doesn't serve Paris yet: we plan weddings in Cleveland, Columbus, Nashville and Cincinnati.",
    ],
    [{ guestCount: 0 }, "A guest count is a whole number from 1 to 2,000."],
    [{ guestCount: 2001 }, "A guest count is a whole number from 1 to 2,000."],
    [{ guestCount: 12.5 }, "A guest count is a whole number from 1 to 2,000."],
    [{ city: "Cleveland, OH", guestCount: 120 }, "Those are already the couple's wedding details."],
  ])("%j → %s", async (input, error) => {
    expect(await run("update_profile", input)).toEqual({ error });
  });
  it("accepts the last of 2,000 guests and a date tomorrow", async () => {
    const tomorrow = addDays(localToday(), 1);
    const out = await run("update_profile", { guestCount: 2000, weddingDate: tomorrow });
    expect("action" in out && out.action.changes.map((c) => c.to)).toEqual([tomorrow, "2000"]);
  });
});

describe("remove_saved_venue", () => {
  const run = toolsWith();
  it("by slug or by name, among the couple's saves only", async () => {
    const action = {
      kind: "remove_saved_venue",
      venueSlug: "willow-creek-barn",
      venueName: "Willow Creek Barn",
    };
    expect(await run("remove_saved_venue", { venue: "willow-creek-barn" })).toEqual({ action });
    expect(await run("remove_saved_venue", { venue: "the willow creek barn" })).toEqual({ action });
    expect(await run("remove_saved_venue", { venue: "Wilow Creek" })).toEqual({ action });
    expect(await run("remove_saved_venue", { venue: "rosewood-manor" })).toEqual({
      error: `"rosewood-manor" isn't one of the couple's saved venues (Willow Creek Barn, The Glasshouse).`,
    });
  });
});
