import { describe, expect, it } from "vitest";
import {
  guestCountMention,
  MAX_AMOUNT,
  moneyMention,
  negativeMention,
  parseAmount,
  spelledNumber,
} from "./parse-amount";

describe("parseAmount (intake answers)", () => {
  it.each([
    ["150", 150],
    ["about 150 guests", 150],
    ["about 120 guests", 120],
    ["1,200", 1200],
    ["$35,000", 35000],
    ["$35k", 35000],
    ["35k", 35000],
    ["35 thousand dollars", 35000],
    ["35,000 dollars", 35000],
    ["42.5k", 42500],
    ["1.5 million", 1_500_000],
    ["two hundred fifty", 250],
    ["a hundred and twenty", 120],
    ["forty thousand", 40000],
    ["twenty-five grand", 25000],
    ["0", 0],
  ])("%s → %s", (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it("refuses no number, negative and absurd numbers", () => {
    expect(parseAmount("not sure yet")).toBeNull();
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("-5")).toBeNull();
    expect(parseAmount("- 300 guests")).toBeNull();
    expect(parseAmount("99999999999999999999")).toBeNull();
    expect(parseAmount("5000000k")).toBeNull();
    expect(parseAmount(String(MAX_AMOUNT))).toBe(MAX_AMOUNT);
  });
});

describe("spelledNumber", () => {
  it("reads number words, and nothing else", () => {
    expect(spelledNumber("a hundred and twenty")).toBe(120);
    expect(spelledNumber("one thousand two hundred")).toBe(1200);
    expect(spelledNumber("nineteen")).toBe(19);
    expect(spelledNumber("lots")).toBeNull();
  });
});

describe("moneyMention (the engine)", () => {
  it("finds the amount, its place, and whether it is a ceiling or the budget", () => {
    expect(moneyMention("under $20k")).toEqual({
      amount: 20000,
      isCeiling: true,
      isBudget: false,
      index: 6,
      length: 4,
    });
    expect(moneyMention("costs 35,000 dollars")).toMatchObject({ amount: 35000, isCeiling: false });
    expect(moneyMention("our budget is $30,000")).toMatchObject({ amount: 30000, isBudget: true });
    expect(moneyMention("budget of 25000")).toMatchObject({ amount: 25000, isBudget: true });
    expect(moneyMention("$1.5m or less")).toMatchObject({ amount: 1_500_000, isCeiling: true });
  });

  it("skips counts and absurd amounts", () => {
    expect(moneyMention("20k guests")).toBeUndefined();
    expect(moneyMention("for 150 guests")).toBeUndefined();
    expect(moneyMention("$99999999999")).toBeUndefined();
  });
});

describe("guestCountMention (the engine)", () => {
  it.each([
    ["for 150 guests", 150],
    ["about 120 guests", 120],
    ["a 120-person wedding", 120],
    ["guest count of 90", 90],
    ["a venue for 200", 200],
    ["a hundred and twenty guests", 120],
    ["two hundred people", 200],
  ])("%s → %s", (text, expected) => {
    expect(guestCountMention(text)).toBe(expected);
  });

  it("is undefined for none, one guest, zero or more than 5,000", () => {
    expect(guestCountMention("a barn in cleveland")).toBeUndefined();
    expect(guestCountMention("1 guest")).toBeUndefined();
    expect(guestCountMention("0 guests")).toBeUndefined();
    expect(guestCountMention("9000 guests")).toBeUndefined();
    expect(guestCountMention("for 30 days")).toBeUndefined();
  });
});

describe("negativeMention (a sign the writes must not drop)", () => {
  it.each([
    ["set our budget to -5000", 5000],
    ["make the total budget -$30k", 30000],
    ["change our budget to -12,000 please", 12000],
    ["set the overall budget to negative 5k", 5000],
    ["put -500 toward flowers", 500],
    ["set photography to minus 2000", 2000],
    ["budget: −2,500", 2500],
  ])("%s → %d", (text, size) => {
    expect(negativeMention(text)).toBe(size);
  });

  it.each([
    "set our budget to 5000",
    "venues between 3000-5000",
    "what's our budget minus the venue",
    "knock 2k off our budget",
    "a 2-day wedding",
  ])("%s has none", (text) => {
    expect(negativeMention(text)).toBeUndefined();
  });
});
