import { describe, expect, it } from "vitest";
import { matchBudgetCategory } from "@shared/rules/budget-category-match";
import { moneyMention } from "@shared/rules/parse-amount";
import type { ChatTurn } from "../types";
import { budgetOnlyCategory } from "./answers/budget-category";
import { pickAnswer } from "./answers/shown-pick";
import { categoryWord } from "./answers/writes";
import { outsideCity } from "./coverage";
import { dialogueState, superlativeOf } from "./dialogue-state";
import { extractEntities } from "./entities";
import { parseGuestRequest } from "./guest-request";
import { countIn, isWhatIf, proposedValueQuestion, suppositionOf } from "./hypothetical";
import { understand } from "./intents";
import { nameMatch, nameSpans } from "./listing-names";
import { ranked, spansToSearch, type FoundListing } from "./listing-lookup";
import { relativeChange } from "./money-change";
import { danglingWrite, previousTopic, withReferent } from "./referent";
import { expandShorthand } from "./shorthand";
import { CATEGORY_WORD } from "./write-scoring";

/** Decision 054's rules, one by one (the eval's 18-* and 18b-* questions run them end to end). */

const CONFIRM = " Please confirm below — nothing changes until you do.";
const reply = (content: string): ChatTurn[] => [
  { role: "user", content: "…" },
  { role: "assistant", content },
];
const PROPOSED_DATE = dialogueState(
  reply(`Shall I change your wedding date to Saturday, June 12, 2027?${CONFIRM}`),
);
const LIST = dialogueState(
  reply(
    "I found **3** lakeside venues:\n\n1. **[Harbor Light Pavilion](/venues/harbor-light-pavilion)** — Cleveland · seats 240 · from $16,250\n2. **[North Coast Shore Club](/venues/north-coast-shore-club)** — Cleveland · seats 260 · from $18,000\n3. **[Wavecrest Pavilion](/venues/wavecrest-pavilion)** — Cleveland · seats 230 · from $12,750\n\n[See them on the venues page](/venues?q=lakeside&city=cleveland)",
  ),
);
const none = dialogueState([]);

describe("what-ifs are never writes", () => {
  it("knows a what-if from a request", () => {
    expect(isWhatIf("hypothetically, if we raised the budget to 60k")).toBe(true);
    expect(isWhatIf("what would our total be if we added 5k")).toBe(true);
    expect(isWhatIf("don't change anything yet, but what if the budget was 50k")).toBe(true);
    expect(isWhatIf("just curious, what would the per-guest cost be at 160 people")).toBe(true);
    expect(isWhatIf("not changing anything, but how much would 10% more on the venue be?")).toBe(true);
    expect(isWhatIf("set our budget to 60k")).toBe(false);
    expect(isWhatIf("what would a photographer cost")).toBe(false); // no condition: a plain question
  });

  it("reads the value supposed: total, a category's change, a head count, a date", () => {
    const s = (t: string) => suppositionOf(t, extractEntities(t));
    expect(s("hypothetically, if we raised the budget to 60k how much would be unallocated")).toMatchObject({
      kind: "total",
      amount: 60000,
    });
    expect(s("what would our total be if we added 5k")).toMatchObject({
      kind: "total",
      change: { direction: 1, amount: 5000 },
    });
    expect(s("hypothetically if we cut catering by 2k what would it be")).toMatchObject({
      kind: "category",
      change: { direction: -1, amount: 2000 },
    });
    expect(s("if we invited 200, what would our budget per guest be?")).toMatchObject({
      kind: "guests",
      value: 200,
    });
    expect(s("hypothetically if the budget went up to 48k")).toMatchObject({ kind: "total", amount: 48000 });
    expect(s("what if we moved the wedding to june 12 2027")).toMatchObject({ kind: "date" });
  });

  it("reads a head count said with a verb", () => {
    expect(countIn("if we invited 200", {})).toBe(200);
    expect(countIn("if we had about 90", {})).toBe(90);
    expect(countIn("if we invited 200 dollars", {})).toBeUndefined();
  });

  it("searches the venue a head-count what-if names", () => {
    const u = understand("if we moved to 180 guests, does Windward Lodge still work?");
    expect(u.supposition).toMatchObject({ kind: "guests", value: 180 });
    expect(u.entities.guests).toBe(180);
    expect(spansToSearch(u).map((s) => s.text)).toEqual(["windward lodge"]);
  });

  it("makes the understanding carry the supposition, whatever the write scores", () => {
    const u = understand("hypothetically if we cut catering by 2k what would it be");
    expect(u.supposition?.kind).toBe("category");
  });
});

describe("questions about the value June just proposed", () => {
  it("are about the proposed value, not the stored one", () => {
    const q = (t: string) => proposedValueQuestion(t, extractEntities(t), PROPOSED_DATE.pending);
    expect(q("what day of the week is that?")).toEqual({
      kind: "date",
      value: "2027-06-12",
      source: "proposal",
    });
    expect(q("how many weeks away would that be")).toMatchObject({ kind: "date" });
    expect(q("is that a weekend?")).toMatchObject({ kind: "date" });
  });

  it("need a proposal, a pointer back, and no value of their own", () => {
    expect(proposedValueQuestion("what day of the week is that?", {}, undefined)).toBeUndefined();
    expect(
      proposedValueQuestion("how many days until the wedding", {}, PROPOSED_DATE.pending),
    ).toBeUndefined();
    const t = "what day of the week is june 14?";
    expect(proposedValueQuestion(t, extractEntities(t), PROPOSED_DATE.pending)).toBeUndefined();
  });
});

describe("picks from June's last list", () => {
  it("reads superlatives, typed plainly or with a typo", () => {
    expect(superlativeOf("which one is the cheapest?")).toEqual({ by: "price", order: "min" });
    expect(superlativeOf("whats the cheapst one")).toEqual({ by: "price", order: "min" });
    expect(superlativeOf("which seats the most")).toEqual({ by: "capacity", order: "max" });
    expect(superlativeOf("the smallest one?")).toEqual({ by: "capacity", order: "min" });
    expect(superlativeOf("which is the most expensive")).toEqual({ by: "price", order: "max" });
  });

  it("leaves a new search alone", () => {
    expect(superlativeOf("show me the cheapest barn venues in columbus")).toBeUndefined();
    expect(superlativeOf("any cheaper ones?")).toBeUndefined();
  });

  it("picks only when June showed a list, and saves when asked", () => {
    expect(understand("the cheapest one?", [], LIST).pick).toEqual({ by: "price", order: "min" });
    expect(understand("save the cheapest one", [], LIST).intent).toBe("save_venue");
    expect(understand("the cheapest one?", [], none).pick).toBeUndefined();
    // A new filter is a new search, not a pick.
    expect(understand("the cheapest one in columbus?", [], LIST).pick).toBeUndefined();
  });

  it("reads an ordinal with a fact as a question about that listing", () => {
    expect(understand("how many does the third one seat?", [], LIST).intent).toBe("capacity");
    expect(understand("what does the second one cost", [], LIST).intent).toBe("listing_info");
  });

  it("ranks by the fact and names the pick with the others' figures", () => {
    const venue = (slug: string, priceFrom: number, capacitySeated: number) =>
      ({ kind: "venue", slug, name: slug, priceFrom, capacitySeated }) as FoundListing;
    const list = [venue("a", 16250, 240), venue("b", 18000, 260), venue("c", 12750, 230)];
    expect(ranked(list, { by: "price", order: "min" }).map((l) => l.slug)).toEqual(["c", "a", "b"]);
    expect(ranked(list, { by: "capacity", order: "max" }).map((l) => l.slug)).toEqual(["b", "a", "c"]);
    const text = pickAnswer(ranked(list, { by: "price", order: "min" }), { by: "price", order: "min" });
    expect(text).toContain("[c](/venues/c)** is the cheapest — **from $12,750**");
    expect(text).toContain("a from $16,250 and b from $18,000");
  });
});

describe("writes with nothing to point at", () => {
  const ask = (t: string) => danglingWrite(t, extractEntities(t), none);
  it("asks one question naming what the value could be for", () => {
    expect(ask("change it to 150")).toMatch(/guest count or your budget\?/);
    expect(ask("update that to 90 pls")).toMatch(/guest count/);
    expect(ask("set it to 5k")).toMatch(/total budget or one of your budget categories\?/);
    expect(ask("bump it up by 500")).toMatch(/change by \$500/);
    expect(ask("we need to move the wedding")).toMatch(/new date\?/);
    expect(ask("add her")).toMatch(/^Who should I add\?/);
    expect(ask("invite him too")).toMatch(/^Who should I add\?/);
  });

  it("leaves writes with a referent alone", () => {
    expect(ask("change it to columbus")).toBeUndefined(); // the city says what changes
    expect(ask("make it rustic")).toBeUndefined(); // no value, no change verb: not a write
    expect(ask("set it up")).toBeUndefined();
    expect(ask("move the wedding to june 12")).toBeUndefined();
    expect(ask("set our budget to 40k")).toBeUndefined();
    const pending = dialogueState(reply(`Shall I set your total budget to $45,000 (was $40,000)?${CONFIRM}`));
    expect(danglingWrite("make it 38k", extractEntities("make it 38k"), pending)).toBeUndefined();
  });

  it("takes 'it' from the couple's previous question", () => {
    expect(previousTopic("what's our guest count?")).toBe("our guest count");
    expect(previousTopic("what's our photography budget?")).toBe("the photography budget");
    expect(previousTopic("how much is our budget")).toBe("our total budget");
    expect(previousTopic("show me barns")).toBeUndefined();
    expect(withReferent("change it to 150", "our guest count")).toBe("change our guest count to 150");
    const u = understand("change it to 150", ["what's our guest count?"], none);
    expect(u.intent).toBe("update_profile");
    expect(u.said).toBe("change our guest count to 150");
  });
});

describe("listing names made of common words", () => {
  it("keeps a capitalised run's common words", () => {
    expect(nameSpans("is Good Company Events & Catering any good?")[0]).toMatchObject({
      text: "good company events catering",
      marked: true,
    });
    expect(nameSpans("tell me about The Details Weddings")[0]?.text).toBe("the details weddings");
    expect(nameSpans("what do you know about Second Line Entertainment")[0]?.text).toBe(
      "second line entertainment",
    );
  });

  it("takes a short form whose every word is the name's", () => {
    expect(nameMatch("forge", "Forge Event Hall")).toMatchObject({ covered: true, full: false });
    expect(nameMatch("forge brewery", "Forge Event Hall")).toMatchObject({ covered: false });
    expect(understand("what's the price of machine shop loft").listingQuestion).toBe(true);
  });

  it("still cuts at question words typed in lower case", () => {
    expect(nameSpans("how much is the regent room?")[0]?.text).toBe("regent"); // "room" is a stop word ("room for 150"); nameMatch still finds The Regent Room
    expect(nameSpans("Is the first one good?")).toEqual([]);
  });
});

describe("places we don't serve", () => {
  it("reads a place after a coverage verb or before a listing word", () => {
    expect(outsideCity("do you cover chicago? looking for a barn")).toBe("Chicago");
    expect(outsideCity("do u guys serve denver")).toBe("Denver");
    expect(outsideCity("any denver area barns")).toBe("Denver");
    expect(outsideCity("we want a rooftop")).toBeUndefined();
  });
});

describe("category synonyms shared with the tool", () => {
  it("spots every word the tool's table knows", () => {
    for (const w of ["dj", "band", "musicians", "photog", "florals", "hmua", "reception", "limo"])
      expect(CATEGORY_WORD.test(`put 2k toward the ${w}`), w).toBe(true);
  });

  it("matches the seed's category names", () => {
    const items = ["Venue", "Music", "Photography", "Flowers & decor", "Attire & beauty"].map((name) => ({
      name,
    }));
    const one = (w: string) => {
      const m = matchBudgetCategory(w, items);
      return m.kind === "one" ? m.item.name : m.kind;
    };
    expect(one("DJ")).toBe("Music");
    expect(one("photog")).toBe("Photography");
    expect(one("HMUA")).toBe("Attire & beauty");
    expect(one("hair and makeup")).toBe("Attire & beauty");
    expect(one("reception hall")).toBe("Venue");
  });

  it("reads the category of 'make the photography budget 4,500 dollars'", () => {
    expect(categoryWord("make the photography   4,500 dollars")).toBe("photography");
  });

  it("reads 'bar' as a category only in budget questions", () => {
    expect(budgetOnlyCategory("what's budgeted for the bar?")).toBe("bartenders");
    expect(budgetOnlyCategory("what's our venue budget?")).toBeUndefined();
  });
});

describe("money written many ways", () => {
  it("reads thousands in words and every digit format", () => {
    const amount = (t: string) => moneyMention(t)?.amount;
    expect(amount("set our budget to forty thousand")).toBe(40000);
    expect(amount("our new budget is forty-five thousand")).toBe(45000);
    expect(amount("thirty-eight thousand five hundred")).toBe(38500);
    expect(amount("42.5 grand")).toBe(42500);
    expect(amount("42,500 dollars")).toBe(42500);
    expect(amount("$40k")).toBe(40000);
    expect(amount("a thousand people")).toBeUndefined();
  });

  it("reads relative changes in the past tense and as 'N% more'", () => {
    expect(relativeChange("if we trimmed music by 500")).toEqual({ direction: -1, amount: 500 });
    expect(relativeChange("catering with 20% more")).toEqual({ direction: 1, percent: 20 });
    expect(relativeChange("if we raised it by 2k")).toEqual({ direction: 1, amount: 2000 });
  });
});

describe("partners and plus-ones", () => {
  it("gives a partner the type of the guest they come with", () => {
    const types = (t: string) => parseGuestRequest(t)?.people.map((p) => p.guestType);
    expect(types("add my cousin Dana Fox and her fiancé Eli Park")).toEqual(["family", "family"]);
    expect(types("add my friend Omar Said and his wife Lina Said")).toEqual(["friend", "friend"]);
    expect(types("add Jenna Cole and her husband Mark Cole")).toEqual([undefined, undefined]);
  });

  it("reads 'and a guest' and '+ guest' as a plus-one", () => {
    expect(parseGuestRequest("add Maya Ross and a guest")).toMatchObject({
      people: [{ name: "Maya Ross" }],
      plusOnes: 1,
    });
    expect(parseGuestRequest("add Nina Brooks + guest")).toMatchObject({
      people: [{ name: "Nina Brooks" }],
      plusOnes: 1,
    });
  });
});

describe("countdown paraphrases", () => {
  it("reads 'less/more than N years/months' about the wedding as the countdown", () => {
    expect(understand("is the wedding in less than 2 years").intent).toBe("days_left");
    expect(understand("is the wedding less than a year away").intent).toBe("days_left");
    expect(understand("is the big day more than 6 months away").intent).toBe("days_left");
  });
});

describe("time shorthand and swapped letters", () => {
  it("writes time words out", () => {
    expect(expandShorthand("how many wks til the wedding")).toBe("how many weeks til the wedding");
    expect(expandShorthand("less than a yr away")).toBe("less than a year away");
    expect(expandShorthand("how many mos")).toBe("how many months");
    expect(expandShorthand("tmrw we tour")).toBe("tomorrow we tour");
    expect(expandShorthand("untill the wedding")).toBe("until the wedding");
  });

  it("forgives two swapped letters in question words, never in names", () => {
    expect(expandShorthand("how mnay dyas left")).toBe("how many days left");
    expect(expandShorthand("waht is left")).toBe("what is left");
    expect(expandShorthand("add Hwo Lee")).toBe("add Hwo Lee");
  });
});
