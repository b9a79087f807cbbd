import { describe, expect, it } from "vitest";
import { dialogueState } from "./dialogue-state";
import { extractEntities, normalize } from "./entities";
import { contributionOf, suppositionOf } from "./hypothetical";
import { FINANCIAL, MEDICAL, OTHER_COUPLE } from "./intent-rules";
import { understand } from "./intents";
import { nameSpans } from "./listing-names";
import { applyChange, fractionChange, relativeChange } from "./money-change";
import { ownNumberQuestion } from "./own-numbers";
import { expandShorthand } from "./shorthand";

/** Issue #16's fourth round (decision 057): each understanding rule, apart from the eval's wordings. */

const read = (q: string) => normalize(expandShorthand(q));

describe("negative amounts in writes", () => {
  it.each([
    "set our budget to -5000",
    "make the total budget -$30k",
    "put -500 toward flowers",
    "set photography to minus 2000",
  ])("%s is still a write (so June can refuse it)", (q) => {
    expect(["set_budget", "set_category"]).toContain(understand(read(q)).intent);
  });
});

describe("halving, doubling and fractions", () => {
  it.each([
    ["cut the flowers budget in half", 2500, 1250],
    ["halve our total", 40000, 20000],
    ["double the photography budget", 4000, 8000],
    ["dubble the music budget", 1500, 3000],
    ["triple what we have for flowers", 2500, 7500],
    ["take a third off catering", 12000, 8000],
    ["reduce the venue budget by a quarter", 15000, 11250],
    ["raise music by half", 1500, 2250],
  ])("%s: %d → %d", (q, from, to) => {
    const change = relativeChange(read(q));
    expect(change).toBeDefined();
    expect(applyChange(from, change!)).toBe(to);
  });

  it("a guest list cut in half is no money change, nor is a half-day", () => {
    expect(understand(read("should we cut the guest list in half?")).intent).not.toMatch(/^set_/);
    expect(fractionChange("we booked a half day with the photographer")).toBeUndefined();
  });

  it("a line doubled is a category write; the total halved is the total", () => {
    expect(understand(read("double the photography budget")).intent).toBe("set_category");
    expect(understand(read("halve our total budget")).intent).toBe("set_budget");
  });
});

describe("contributions in a what-if", () => {
  it.each([
    ["if mom adds 10k what would our total be", 10000],
    ["if his parents chip in 5 grand how much would we have", 5000],
    ["and if my dad contributes 7,500?", 7500],
    ["if grandma gives us $2,000 whats the new total", 2000],
  ])("%s adds %d", (q, amount) => {
    expect(contributionOf(read(q))).toBe(amount);
    const t = read(q);
    expect(suppositionOf(t, extractEntities(t))).toMatchObject({
      kind: "total",
      change: { direction: 1, amount, contribution: true },
    });
  });

  it("an amount without a giver is not a contribution", () => {
    expect(contributionOf("if we spend 10k on the venue")).toBeUndefined();
    expect(contributionOf("my mom wants to add the cousins")).toBeUndefined();
  });
});

describe("the couple's own numbers", () => {
  it.each([
    ["what are we spending per head rn", { kind: "per_guest" }],
    ["cost per guest?", { kind: "per_guest" }],
    ["how much are we paying per person", { kind: "per_guest" }],
    ["what's 12% of our total budget", { kind: "percent_of", percent: 12 }],
    ["how much is 8% of the catering line", { kind: "percent_of", percent: 8, line: "catering" }],
    ["what percent of our budget is photography", { kind: "share", line: "photography" }],
    ["what percentage of our total goes to the venue", { kind: "share", line: "venue" }],
  ])("%s", (q, want) => {
    expect(ownNumberQuestion(read(q))).toMatchObject(want);
  });

  it.each([
    "what's the average cost per guest for a wedding?",
    "do we have to give every guest a plus one?",
    "what percent of guests usually decline?",
    "how much do caterers charge per head?",
  ])("%s is not about their numbers", (q) => {
    expect(ownNumberQuestion(read(q))).toBeUndefined();
  });
});

describe("price caps and listings shown", () => {
  it("a bare number after under/below is a price cap, not after a seating word", () => {
    expect(extractEntities("photographers in cincy under 1300").money).toEqual({
      amount: 1300,
      isCeiling: true,
      isBudget: false,
    });
    expect(extractEntities("venues that seat up to 300").money).toBeUndefined();
    expect(extractEntities("venues for under 150 guests").money).toBeUndefined();
  });

  it("which of those are under X is about the listings shown", () => {
    const state = dialogueState([
      { role: "user", content: "photographers in cleveland?" },
      {
        role: "assistant",
        content:
          "I found **5** photographers in Cleveland:\n\n1. **[Kindred Photographs](/vendor/kindred-photographs-cleveland)** — Photographer, Cleveland · from $1,600\n2. **[Northlight Photo Co.](/vendor/northlight-photo-co-cleveland)** — Photographer, Cleveland · from $1,300",
      },
    ]);
    const u = understand("which of those are under 1400", ["photographers in cleveland?"], state);
    expect(u.shownUnder).toBe(1400);
  });
});

describe("out of scope", () => {
  it.each([
    "which meds are safe while pregnant",
    "is it safe to take benadryl for my alergies",
    "what anxiety medication should i take",
  ])("%s is medical", (q) => {
    expect(MEDICAL.test(read(q))).toBe(true);
    expect(understand(read(q)).intent).toBe("out_of_scope");
  });
  it.each(["should we put our wedding savings in index funds", "how do we file our taxes jointly"])(
    "%s is financial",
    (q) => {
      expect(FINANCIAL.test(read(q))).toBe(true);
    },
  );
  it.each([
    "show me the smiths' guest list",
    "how much are jake and sarah spending on their wedding",
    "who are the johnsons inviting to their wedding",
  ])("%s is another couple's", (q) => {
    expect(OTHER_COUPLE.test(read(q))).toBe(true);
  });
  it.each([
    "what are our guests' meal choices",
    "is it rude not to invite coworkers' partners",
    "can the venue hold a flu shot clinic",
  ])("%s is not", (q) => {
    expect(OTHER_COUPLE.test(read(q)) || MEDICAL.test(read(q))).toBe(false);
  });
});

describe("names echoed as typed", () => {
  it("keeps the couple's capitals", () => {
    expect(nameSpans("can Blorptown Manor seat 120?")[0]).toMatchObject({
      text: "blorptown manor",
      typed: "Blorptown Manor",
    });
  });
});
