import { describe, expect, it } from "vitest";
import { householdNameFor, matchEvent } from "./guest-words";

describe("householdNameFor", () => {
  it.each<[string[], string]>([
    [["Maria Lopez"], "Maria Lopez"],
    [["Chris Lee", "Sam Lee"], "Chris & Sam Lee"],
    [["Chris Lee", "Sam Park"], "Chris Lee & Sam Park"],
    [["Ada Okafor", "Chidi Okafor", "Emeka Okafor"], "Ada, Chidi & Emeka Okafor"],
    [["Ada Okafor", "Chidi Okafor", "Emeka Okafor", "Ngozi Okafor"], "The Okafor family"],
    [["Rob", "Jo"], "Rob & Jo"],
    [["Jen O'Brien", "mark o'brien"], "Jen & mark O'Brien"],
  ])("%j → %s", (names, want) => {
    expect(householdNameFor(names)).toBe(want);
  });
});

describe("matchEvent", () => {
  const events = [
    { name: "Ceremony" },
    { name: "Reception" },
    { name: "Rehearsal Dinner" },
    { name: "Welcome Party" },
  ];
  it.each<[string, string | undefined]>([
    ["reception", "Reception"],
    ["the Reception", "Reception"],
    ["receptions", "Reception"],
    ["rehearsal", "Rehearsal Dinner"],
    ["REHEARSAL DINNER", "Rehearsal Dinner"],
    ["dinner", "Rehearsal Dinner"],
    ["welcome", "Welcome Party"],
    ["cermony", "Ceremony"],
    ["recepton", "Reception"],
    ["rehersal dinner", "Rehearsal Dinner"],
    ["brunch", undefined],
    ["dinners party", undefined],
    ["", undefined],
  ])("%s → %s", (typed, want) => {
    expect(matchEvent(typed, events)?.name).toBe(want);
  });
});
