import { describe, expect, it } from "vitest";
import { categoryWord } from "./answers/writes";
import { clarifyingQuestion } from "./clarify";
import { outsideCity } from "./coverage";
import { dialogueState, referred, relativeReference } from "./dialogue-state";
import { extractEntities } from "./entities";
import { fuzzyCategory, nearWord } from "./fuzzy-words";
import { understand, type IntentName } from "./intents";
import { writeAmount } from "./write-scoring";
import { nameMatch, nameSpans } from "./listing-names";
import { splitRequests } from "./segments";

/** Issue #16's understanding rules, one block per rule. */

const intentOf = (text: string) => understand(text).intent;

describe("typos in categories (missing, extra, wrong, swapped letters)", () => {
  it.each([
    ["photgrapher", "photographers"], // missing
    ["photographerr", "photographers"], // extra
    ["photogrepher", "photographers"], // wrong
    ["photogrpaher", "photographers"], // swapped
    ["florsit", "florists"],
    ["floristt", "florists"],
    ["caterrers", "caterers"],
    ["catreing", "caterers"],
    ["videograper", "videographers"],
    ["officient", "officiants"],
    ["bartendr", "bartenders"],
  ])("%s → %s", (typed, slug) => {
    expect(fuzzyCategory(`we need a ${typed}`)).toBe(slug);
    expect(extractEntities(`find a ${typed} in Columbus`).category).toBe(slug);
  });

  it("everyday words near a short keyword are not categories", () => {
    for (const text of [
      "we planned for 120",
      "it takes time",
      "a stylish venue",
      "let's celebrate",
      "gathering",
    ])
      expect(fuzzyCategory(text)).toBeUndefined();
  });

  it("nearWord: one edit from 5 letters, two from 9, same first letter", () => {
    expect(nearWord("lakevew", "lakeview")).toBe(true);
    expect(nearWord("glashouse", "glasshouse")).toBe(true);
    expect(nearWord("bramblewod", "bramblewood")).toBe(true);
    expect(nearWord("makes", "cakes")).toBe(false);
    expect(nearWord("cat", "bat")).toBe(false);
  });
});

describe("places we don't serve", () => {
  it("names the place, never one of our cities", () => {
    expect(outsideCity("venues in chicago")).toBe("Chicago");
    expect(outsideCity("a dj near new york")).toBe("New York");
    expect(outsideCity("in nyc")).toBe("New York City");
    expect(outsideCity("venues in columbus")).toBeUndefined();
    expect(extractEntities("Find venues in Chicago")).toMatchObject({ outsideCity: "Chicago" });
    expect(extractEntities("Find venues in Columbus").outsideCity).toBeUndefined();
  });
});

describe("listing names in a message", () => {
  it("finds the runs of words between the question's words", () => {
    expect(nameSpans("can lakevew glasshous fit 150 people?").map((s) => s.text)).toEqual([
      "lakevew glasshous",
    ]);
    // `typed` keeps the couple's own capitals for echoing a name (decision 057).
    expect(nameSpans("Compare Lakeview Glasshouse and Bramblewood Farmstead")).toEqual([
      { text: "lakeview glasshouse", typed: "Lakeview Glasshouse", marked: true },
      { text: "bramblewood farmstead", typed: "Bramblewood Farmstead", marked: true },
    ]);
    expect(nameSpans("Does Twin Maples allow outdoor ceremonies?")[0]).toEqual({
      text: "twin maples",
      typed: "Twin Maples",
      marked: true,
    });
    expect(nameSpans("Harbor Light Pavilion, Wavecrest Pavilion and North Coast Shore Club").length).toBe(3);
  });

  it("leaves out runs that only describe (styles, categories, cities, numbers)", () => {
    expect(nameSpans("find barn venues in Cleveland for 150 guests")).toEqual([]);
    expect(nameSpans("how many photographers in Nashville?")).toEqual([]);
  });

  it("matches a name with typos of every kind, and not a different listing", () => {
    expect(nameMatch("lakevew glasshouse", "Lakeview Glasshouse")).toMatchObject({ full: true }); // missing
    expect(nameMatch("lakeveiw glasshouse", "Lakeview Glasshouse")).toMatchObject({ full: true }); // swapped
    expect(nameMatch("lakeview glasshousse", "Lakeview Glasshouse")).toMatchObject({ full: true }); // extra
    expect(nameMatch("lakeviex glasshouse", "Lakeview Glasshouse")).toMatchObject({ full: true }); // wrong
    expect(nameMatch("bramblewood", "Bramblewood Farmstead")).toMatchObject({ full: false, score: 0.5 });
    expect(nameMatch("wavecrest pavilion", "Harbor Light Pavilion")).toBeUndefined(); // only a generic word
    expect(nameMatch("lakeview cafe", "Lakeview Glasshouse")!.score).toBeLessThan(0.5);
  });
});

describe("dialogue state from June's replies", () => {
  const history = [
    { role: "user" as const, content: "Find lakeside venues in Cleveland" },
    {
      role: "assistant" as const,
      content:
        "I found **3**:\n\n1. **[Harbor Light Pavilion](/venues/harbor-light-pavilion)** — x\n2. **[North Coast Shore Club](/venues/north-coast-shore-club)** — x\n\n[See them on the venues page](/venues?q=lakeside&city=cleveland&guests=120&maxPrice=20000)",
    },
  ];

  it("recovers the listings shown and the search's filters", () => {
    const state = dialogueState(history);
    expect(state.shown.map((s) => s.slug)).toEqual(["harbor-light-pavilion", "north-coast-shore-club"]);
    expect(state.filters).toEqual({
      kind: "venue",
      style: "lakeside",
      city: "cleveland",
      guests: 120,
      maxPrice: 20000,
    });
    expect(
      dialogueState([{ role: "assistant", content: "[See them](/columbus/vendors/florists)" }]).filters,
    ).toEqual({
      kind: "vendor",
      city: "columbus",
      category: "florists",
    });
    expect(dialogueState([]).shown).toEqual([]);
  });

  it("reads references: those, it, the second one, the first two", () => {
    const state = dialogueState(history);
    expect(relativeReference("which of those are outdoors?")).toEqual({ to: "all" });
    expect(relativeReference("only the outdoor ones")).toEqual({ to: "all" });
    expect(relativeReference("can it hold 180?")).toEqual({ to: "one" });
    expect(relativeReference("does the second one fit?")).toEqual({ to: "ordinal", positions: [2] });
    expect(relativeReference("compare the first two")).toEqual({ to: "ordinal", positions: [1, 2] });
    expect(relativeReference("what's our first dance song")).toBeUndefined();
    expect(referred(state, { to: "ordinal", positions: [2] }).map((s) => s.name)).toEqual([
      "North Coast Shore Club",
    ]);
    expect(referred(state, { to: "one" })).toEqual([]); // two shown: "it" is unclear
  });

  it("a follow-up about those keeps the last search's filters", () => {
    const u = understand("which of those are outdoors?", [], dialogueState(history));
    expect(u).toMatchObject({
      intent: "find_venues",
      followUp: true,
      entities: { city: "cleveland", style: "lakeside", setting: "outdoor", guests: 120 },
    });
    expect(understand("how many of them seat 250?", [], dialogueState(history))).toMatchObject({
      intent: "count_listings",
      entities: { guests: 250, style: "lakeside" },
    });
  });
});

describe("issue #16 intents: the word of another intent no longer wins", () => {
  const cases: [string, IntentName | "unknown"][] = [
    ["How many guests can Lakeview Glasshouse hold?", "capacity"],
    ["how many guests do we have?", "guests"],
    ["How many people do we have coming so far?", "guests"],
    ["how many guests does the Foundry Loft take?", "capacity"],
    ["Do our saved venues fit our guest count?", "capacity"],
    ["What's our photography budget?", "budget"],
    ["how much is left for flowers?", "budget"],
    ["Do we have to give every guest a plus one?", "explain"],
    ["How many venues are there in Columbus?", "count_listings"],
    ["how many photographers do you have in Nashville?", "count_listings"],
    ["Compare Lakeview Glasshouse and Bramblewood Farmstead", "compare"],
    ["how many chicken vs fish?", "guests"],
    ["set our budget to 40k", "set_budget"],
    ["Our new budget is $50,000", "set_budget"],
    ["put 3,000 toward flowers", "set_category"],
    ["allocate $5,500 to photography", "set_category"],
    ["we moved the date to June 12 2027", "update_profile"],
    ["we're now expecting 150 guests", "update_profile"],
    ["our guest count is now 95", "update_profile"],
    ["We're moving the wedding to Nashville", "update_profile"],
    ["remove Lakeview Glasshouse from our saved venues", "remove_saved"],
    ["add my aunt Rosa Diaz", "add_guest"],
    ["What's Emma and Liam's budget?", "out_of_scope"],
    ["Can we sue our venue?", "out_of_scope"],
    ["What's my partner's password?", "out_of_scope"],
    ["What day of the week is our wedding?", "days_left"],
    ["Find venues that seat 200", "find_venues"],
    ["Find a DJ in Nashville under $2,000", "find_vendors"],
  ];
  it.each(cases)("%s → %s", (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it("carries a confidence and the runner-up", () => {
    const u = understand("How many guests can Lakeview Glasshouse hold?");
    expect(u.confidence).toBeGreaterThan(0.3);
    expect(understand("purple monkey dishwasher").confidence).toBe(0);
  });
});

describe("write amounts and categories", () => {
  it("reads the amount of a write, never a price ceiling", () => {
    const amount = (t: string) => writeAmount(t, extractEntities(t));
    expect(amount("put 3,000 toward flowers")).toBe(3000);
    expect(amount("set our budget to 40k")).toBe(40000);
    expect(amount("bump the photography budget to 5k")).toBe(5000);
    expect(amount("find a venue under $5,000")).toBeUndefined();
  });

  it("reads the category as the couple said it", () => {
    expect(categoryWord("put 3,000 toward flowers")).toBe("flowers");
    expect(categoryWord("we want to spend $3,000 on the DJ")).toBe("DJ");
    expect(categoryWord("bump the photography   to 5k")).toBe("photography");
    expect(categoryWord("allocate $5,500 to photography please")).toBe("photography");
  });
});

describe("several requests in one message", () => {
  it("cuts a message into its requests, in order", () => {
    expect(splitRequests("How many days until our wedding? And how much budget do we have left?")).toEqual([
      "How many days until our wedding?",
      "how much budget do we have left?",
    ]);
    expect(
      splitRequests("What day of the week is our wedding and how many guests have RSVP'd?"),
    ).toHaveLength(2);
  });

  it("keeps one request whole", () => {
    for (const m of [
      "how many chicken vs fish?",
      "Add Chris and Sam Lee",
      "find a DJ and a photographer",
      "Hi June! How many days until our wedding?",
    ])
      expect(splitRequests(m)).toEqual([m]);
  });
});

describe("one clarifying question when two readings tie", () => {
  it("asks, naming both", () => {
    const u = {
      ...understand("x"),
      intent: "budget" as const,
      runnerUp: "guests" as const,
      confidence: 0.05,
      score: 3,
      followUp: false,
    };
    expect(clarifyingQuestion(u)).toBe(
      "Just to be sure: do you mean your budget, or your guest list and RSVPs?",
    );
  });
  it("doesn't ask when one reading leads", () => {
    expect(clarifyingQuestion(understand("How much budget do we have left?"))).toBeUndefined();
  });
});
