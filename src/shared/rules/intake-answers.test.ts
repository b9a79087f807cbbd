import { describe, expect, it } from "vitest";
import {
  answerKind,
  checkBudget,
  checkCity,
  checkDate,
  checkGuestCount,
  checkNames,
  checkStyle,
  type AnswerCheck,
} from "./intake-answers";

/**
 * June's intake checks each answer for the question asked (issue #18): typos, paraphrases and
 * speech-to-text are read; an answer to another question gets a short re-ask, never a stored value.
 */

const TODAY = "2026-11-24";
const value = <T>(r: AnswerCheck<T>) => (r.ok ? r.value : `re-ask: ${r.reAsk}`);
const reAskOf = <T>(r: AnswerCheck<T>) => (r.ok ? `stored ${JSON.stringify(r.value)}` : r.reAsk);

describe("names", () => {
  it.each([
    ["Maya and Jordan", ["Maya", "Jordan"]],
    ["maya & jordan", ["Maya", "Jordan"]],
    ["maya n jordan", ["Maya", "Jordan"]],
    ["We're Maya, Jordan.", ["Maya", "Jordan"]],
    ["Hi! I'm Priya and my partner is Sam", ["Priya", "Sam"]],
    ["our names are ava + noah", ["Ava", "Noah"]],
    ["Mary-Kate and José", ["Mary-Kate", "José"]],
    ["Anne Marie and O'Brien", ["Anne Marie", "O'Brien"]],
    ["June and April", ["June", "April"]],
    ["Sam", ["Sam", ""]],
  ])("%s", (text, names) => expect(value(checkNames(text))).toEqual(names));

  it.each([
    [
      "around 38k",
      /^That sounds like a budget — I'll ask about that soon\. First, what are your first names\?/,
    ],
    ["$38,000", /^That sounds like a budget/],
    ["about 150 ppl", /^That sounds like a number/],
    ["one hundred and forty", /^That sounds like a number/],
    ["October 9, 2027", /^That sounds like a date/],
    ["a lakeside venue with good food", /^That sounds lovely — I'll ask about your style at the end\./],
    ["not sure", /^I didn't catch your names\. Just your first names, like “Maya and Jordan”\.$/],
    ["   ", /^I didn't catch your names/],
  ])("not names: %s", (text, reAsk) => expect(reAskOf(checkNames(text))).toMatch(reAsk));
});

describe("guest count", () => {
  it.each([
    ["140", 140],
    ["~140", 140],
    ["about 150 ppl", 150],
    ["around 150 people", 150],
    ["one hundred and forty", 140],
    ["a hundred and twenty guests", 120],
    ["two hundred fifty", 250],
    ["fourty", 40],
    ["1,200", 1200],
    ["120-150", 150],
    ["between 120 and 150 guests", 150],
    ["just us two", 2],
  ])("%s", (text, n) => expect(value(checkGuestCount(text))).toBe(n));

  it.each([
    [
      "a lakeside venue with good food",
      /^That sounds lovely — I'll ask about your style at the end\. For now, how many guests, roughly\? For example “about 140”\.$/,
    ],
    ["$38k", /^That sounds like a budget — I'll ask about that next\. How many guests, roughly\?/],
    ["around 38k", /^That sounds like a budget/],
    ["38,000 dollars", /^That sounds like a budget/],
    ["June 5, 2027", /^That sounds like a date — how many guests are you expecting\?/],
    ["Maya and Jordan", /^That sounds lovely/],
    ["1", /^Counting the two of you, how many guests in all\?/],
    ["9000", /^That's more guests than I can plan for — up to 5,000, please\.$/],
  ])("not a guest count: %s", (text, reAsk) => expect(reAskOf(checkGuestCount(text))).toMatch(reAsk));
});

describe("budget", () => {
  it.each([
    ["$38k", 38_000],
    ["38,000 dollars", 38_000],
    ["around 38k", 38_000],
    ["38 grand", 38_000],
    ["thirty eight thousand", 38_000],
    ["thirty-eight thousand dollars", 38_000],
    ["$35,000", 35_000],
    ["35000", 35_000],
    ["about $1.2m", 1_200_000],
    ["budget is 40k tops", 40_000],
    ["150 guests and $38k", 38_000],
    ["for 150 people, 38 grand", 38_000],
  ])("%s", (text, n) => expect(value(checkBudget(text))).toBe(n));

  it.each([
    [
      "a lakeside venue with good food",
      /^I need an amount in dollars, like “\$35,000” or “35k”\. A rough figure is fine, or tap Skip\.$/,
    ],
    ["about 150 ppl", /^That sounds like a number of guests — what total budget do you have in mind\?/],
    ["150", /^Is that in dollars\? Say the whole amount, like “\$35,000” or “35k”\.$/],
    ["Maya and Jordan", /^I need an amount in dollars/],
    ["October 9, 2027", /^That sounds like a date — what total budget/],
    ["$50,000,000", /^Let's keep it under \$10,000,000/],
    ["-5000", /^I need an amount in dollars/],
  ])("not a budget: %s", (text, reAsk) => expect(reAskOf(checkBudget(text))).toMatch(reAsk));
});

describe("date", () => {
  it.each([
    ["October 9, 2027", "2027-10-09"],
    ["oct 9th 2027", "2027-10-09"],
    ["the 9th of October", "2027-10-09"],
    ["10/9/2027", "2027-10-09"],
    ["Sept 18", "2027-09-18"],
  ])("%s", (text, iso) => expect(value(checkDate(text, TODAY))).toBe(iso));

  it.each([
    ["next June", /^Which day in June 2027\? For example, “June 9”\.$/],
    ["June 2027", /^Which day in June 2027\?/],
    ["sometime in 2027", /^Which day in 2027\?/],
    ["around 38k", /^That sounds like a budget — when is the wedding\?/],
    ["about 150 ppl", /^That sounds like a number — when is the wedding\?/],
    [
      "a lakeside venue",
      /^I didn't catch a date — when is the wedding\? Say a date like “October 9, 2027”, or tap Skip if you haven't picked one\.$/,
    ],
    ["March 3, 2020", /^That date has passed/],
  ])("not a date: %s", (text, reAsk) => expect(reAskOf(checkDate(text, TODAY))).toMatch(reAsk));
});

describe("city", () => {
  it.each([
    ["Nashville", "nashville"],
    ["in Columbus, Ohio", "columbus"],
    ["cincy", "cincinnati"],
    ["Cincinatti", "cincinnati"],
    ["clevland", "cleveland"],
    ["nashvile tn", "nashville"],
  ])("%s", (text, id) => expect(value(checkCity(text))).toBe(id));

  it.each(["Chicago", "around 38k", "a lakeside venue with good food", "150"])("not ours: %s", (text) =>
    expect(reAskOf(checkCity(text))).toBe(
      "I know Cleveland, Columbus, Cincinnati and Nashville — which one is closest?",
    ),
  );
});

describe("style", () => {
  it.each([
    ["a lakeside venue with good food", "a lakeside venue with good food"],
    ["Rustic barn, candlelit, about 150 guests", "Rustic barn, candlelit, about 150 guests"],
    ["black tie", "black tie"],
  ])("%s", (text, style) => expect(value(checkStyle(text))).toBe(style));

  it.each([
    ["around 38k", /^That sounds like a budget — I'd love a few words about your style instead/],
    ["150", /^That sounds like a number/],
    ["!!", /^Tell me your style in a few words/],
  ])("not a style: %s", (text, reAsk) => expect(reAskOf(checkStyle(text))).toMatch(reAsk));
});

describe("what an answer looks like", () => {
  it.each([
    ["$38k", "money"],
    ["38,000 dollars", "money"],
    ["~140", "count"],
    ["one hundred and forty", "count"],
    ["June 5", "date"],
    ["a lakeside venue with good food", "description"],
    ["Maya and Jordan", "description"],
    ["", "empty"],
  ] as const)("%s", (text, kind) => expect(answerKind(text)).toBe(kind));
});

describe("an answer to one question is never stored for another", () => {
  const answers = {
    names: ["Maya and Jordan", "maya & jordan", "Hi! I'm Priya and my partner is Sam", "ava + noah"],
    counts: ["140", "~140", "about 150 ppl", "one hundred and forty", "a hundred and twenty guests"],
    money: ["$38k", "38,000 dollars", "around 38k", "38 grand", "thirty eight thousand dollars"],
    dates: ["October 9, 2027", "oct 9th 2027", "10/9/2027", "the 9th of October"],
    descriptions: ["a lakeside venue with good food", "rustic barn with fairy lights", "not sure yet"],
  };
  const refused = <T>(r: AnswerCheck<T>) => !r.ok;
  const cases: [keyof typeof answers, string, (text: string) => AnswerCheck<unknown>][] = [
    ["counts", "names", checkNames],
    ["money", "names", checkNames],
    ["dates", "names", checkNames],
    ["descriptions", "names", checkNames],
    ["names", "guest count", checkGuestCount],
    ["money", "guest count", checkGuestCount],
    ["dates", "guest count", checkGuestCount],
    ["descriptions", "guest count", checkGuestCount],
    ["names", "budget", checkBudget],
    ["counts", "budget", checkBudget],
    ["dates", "budget", checkBudget],
    ["descriptions", "budget", checkBudget],
    ["names", "date", (t) => checkDate(t, TODAY)],
    ["counts", "date", (t) => checkDate(t, TODAY)],
    ["money", "date", (t) => checkDate(t, TODAY)],
    ["descriptions", "date", (t) => checkDate(t, TODAY)],
    ["counts", "style", checkStyle],
    ["money", "style", checkStyle],
    ["dates", "style", checkStyle],
  ];
  it.each(cases)("%s are not a %s", (kind, _question, check) => {
    for (const text of answers[kind]) expect(refused(check(text)), text).toBe(true);
  });
});
