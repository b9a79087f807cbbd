import { describe, expect, it } from "vitest";
import { plainMessage } from "./builtin-engine";
import { normalize } from "./entities";
import { nameLikeListing } from "./compose";
import { countUpdate } from "./count-update";
import { understand } from "./intents";
import { limitOf } from "./limits";
import { ownNumberQuestion } from "./own-numbers";
import { danglingWrite } from "./referent";
import { rsvpFigure } from "./rsvp-figure";
import { extractEntities } from "./entities";
import { scaledAmount } from "@shared/rules/parse-amount";
import { pastedSummary } from "./pasted-summary";
import { weekdayAnswer } from "./answers/weekday";
import type { AnswerContext } from "./answers/context";

/** Issue #16's eighth round (decision 064): each understanding rule, apart from the eval's wordings. */

const read = (q: string) => normalize(plainMessage(q));

describe("the tracker as a whole", () => {
  it.each([
    ["what line has the most money in it", "most"],
    ["biggest catagory?", "most"],
    ["where are we spending the most", "most"],
    ["which allocation is the lowest", "least"],
    ["what's our smallest budget item", "least"],
  ])("%s asks the %s-funded line", (q, which) => {
    expect(ownNumberQuestion(read(q))).toEqual({ kind: "extreme_line", which });
  });
  it.each([
    "how much of the total have we assigned",
    "what percentage of our money is allocated",
    "how much has been allotted so far",
  ])("%s asks the share allocated", (q) => {
    expect(ownNumberQuestion(read(q))).toEqual({ kind: "allocated_share" });
  });
  it.each([
    "do the categories come to more than our total",
    "are we over-allocated on our lines",
    "do our allocations exceed the budget?",
  ])("%s asks the lines against the total", (q) => {
    expect(ownNumberQuestion(read(q))).toEqual({ kind: "lines_vs_total" });
  });
  it.each([
    "what usually takes the biggest share of the budget",
    "which of our saved venues is the biggest",
    "how much have we allocated to catering",
    "how much isn't allocated yet",
    "are we over budget?",
  ])("%s is not a question on the tracker as a whole", (q) => {
    expect(["extreme_line", "allocated_share", "lines_vs_total"]).not.toContain(
      ownNumberQuestion(read(q))?.kind,
    );
  });
});

describe("figures stated in the message", () => {
  it.each([
    ["our budget is 25k with 125 guests, per head?", 25000, 125],
    ["is $18,000 enough for 90 people", 18000, 90],
    ["would 36,000 cover 160 guests", 36000, 160],
  ])("%s is the per-guest maths on what is said", (q, amount, guests) => {
    expect(ownNumberQuestion(read(q))).toEqual({ kind: "stated_per_guest", amount, guests });
  });
  it.each([
    ["70 per person for 150 guests, total?", 70, 150],
    ["$110 a plate times 80 guests", 110, 80],
    ["catering quoted 65 pp for 200 people, how much is that", 65, 200],
  ])("%s is a rate times the count", (q, perHead, guests) => {
    expect(ownNumberQuestion(read(q))).toEqual({ kind: "stated_total", perHead, guests });
  });
  it("a count with no sum stays the per-guest what-if on their total", () => {
    expect(ownNumberQuestion(read("what would our budget per guest be with 160 guests"))).toEqual({
      kind: "per_guest_at",
      guests: 160,
    });
  });
});

describe("lines asked in fragments", () => {
  it("each fragment names a line", () => {
    expect(ownNumberQuestion(read("band budget? photographer?"))).toMatchObject({ kind: "lines" });
  });
  it("one line's two words are one line", () => {
    expect(ownNumberQuestion(read("whats our budget for hair and makeup"))?.kind).not.toBe("lines");
  });
});

describe("RSVP answers in slang, events compared", () => {
  it.each([
    ["how many yes's so far", "attending"],
    ["number of people who said yep", "attending"],
    ["how many nos did we get", "declined"],
    ["how many folks turned us down", "declined"],
  ])("%s asks the %s figure", (q, figure) => {
    expect(rsvpFigure(read(q))).toBe(figure);
    expect(understand(read(q)).intent).toBe("guests");
  });
  it.each(["reception vs rehearsal numbers?", "compare the head counts for ceremony and reception"])(
    "%s is a guest question",
    (q) => {
      expect(understand(read(q)).intent).toBe("guests");
    },
  );
});

describe("writes in more forms", () => {
  it("an amount keeps its cents", () => {
    expect(scaledAmount("12,250.75")).toBe(12250.75);
    expect(scaledAmount("1.25", "k")).toBe(1250);
  });
  it.each([
    ["we dropped 15 guests, change the guest count", { delta: -15 }],
    ["added 8 more people, pls update our numbers", { delta: 8 }],
    ["ninety five now, record the headcount", { count: 95 }],
  ])("%s is a count to record", (q, update) => {
    expect(countUpdate(read(q))).toEqual(update);
    expect(understand(read(q)).intent).toBe("update_profile");
  });
  // The lead's mend after the round (decision 064's addendum).
  it.each([
    ["change the date to may 8 2027 and record 95 as our headcount", { count: 95 }],
    ["moving it to the 14th of june, and update the count: 140", { count: 140 }],
    ["we lost about 15 people, update the headcount", { delta: -15 }],
    ["cut around 20 guests, pls change the guest count", { delta: -20 }],
  ])("%s: a date's numbers are no count, and a count said roughly is one", (q, update) => {
    expect(countUpdate(read(q))).toEqual(update);
  });
  it("without an ask to update, a cut stays a what-if", () => {
    expect(countUpdate(read("what if we dropped 15 guests"))).toBeUndefined();
  });
  it.each(["up the florist to 2800", "up the dj to 2k"])("%s raises a line named by its trade", (q) => {
    expect(understand(read(q)).intent).toBe("set_category");
  });
  it.each(["change our total budget", "pls update the budget"])("%s is a total write with no amount", (q) => {
    expect(understand(read(q)).intent).toBe("set_budget");
  });
});

describe("pointers at nothing shown", () => {
  const none = { shown: [] };
  it.each(["save the bigger one", "tell me about the second one", "how about the other venue?"])(
    "%s asks which",
    (q) => {
      expect(danglingWrite(read(q), extractEntities(read(q)), none)).toMatch(/Which one do you mean\?/);
    },
  );
  it("a search for the cheapest is no pointer", () => {
    expect(danglingWrite(read("cheapest barn venue in columbus"), {}, none)).toBeUndefined();
  });
});

describe("live weather", () => {
  it.each(["is the weather gonna be ok saturday", "what will the weather be like on our wedding day"])(
    "%s is a forecast",
    (q) => {
      expect(limitOf(read(q))).toBe("forecast");
    },
  );
  it("the usual weather of a month is the guides'", () => {
    expect(limitOf(read("what's the weather usually like in october in ohio"))).toBeUndefined();
  });
});

describe("a weekday of a date said", () => {
  const ctx = (history: { role: "user" | "assistant"; content: string }[]) =>
    ({ history: [...history, { role: "user", content: "" }] }) as unknown as AnswerContext;
  it("of a date in the message", () => {
    expect(weekdayAnswer(ctx([]), read("what day of the week is march 3 2028"))).toMatch(/Friday/);
  });
  it("of the date just said, asked by a pointer", () => {
    const said = ctx([{ role: "user", content: "maybe july 4 2027?" }]);
    expect(weekdayAnswer(said, read("which day is that"))).toMatch(/Sunday/);
  });
  it("their own wedding's weekday stays the countdown's", () => {
    expect(weekdayAnswer(ctx([]), read("what day of the week is our wedding"))).toBeUndefined();
  });
});

describe("pasted text summarised", () => {
  it("lists the pasted sentences", () => {
    const out = pastedSummary(
      'tldr this from the florist: "Peonies are out of season in October. We suggest garden roses at the same price."',
    );
    expect(out).toMatch(/Peonies are out of season/);
    expect(out).toMatch(/garden roses/);
  });
  it("a request with nothing pasted is no summary", () => {
    expect(pastedSummary("can you summarize our budget")).toBeUndefined();
  });
});

describe("the listing last discussed, against a count", () => {
  it.each([
    "would that one work for 180 guests",
    "does it still do for 95?",
    "is this venue big enough for 300",
  ])("%s asks its capacity", (q) => {
    expect(understand(read(q)).intent).toBe("capacity");
  });
});

describe("a lower-case name that reads as a listing's", () => {
  it.each(["brightwater hall", "old mill lodge", "casa del sol estate"])("%s reads as a name", (n) => {
    expect(nameLikeListing(n)).toBe(true);
  });
  it.each(["a rustic barn", "the ballroom", "outdoor estate", "venue"])("%s does not", (n) => {
    expect(nameLikeListing(n)).toBe(false);
  });
});
