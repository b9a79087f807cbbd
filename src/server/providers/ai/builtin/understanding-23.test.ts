import { describe, expect, it } from "vitest";
import { plainMessage } from "./builtin-engine";
import { normalize } from "./entities";
import { ownNumberQuestion } from "./own-numbers";

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
    expect(["extreme_line", "allocated_share", "lines_vs_total"]).not.toContain(ownNumberQuestion(read(q))?.kind);
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
