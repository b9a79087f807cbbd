import { describe, expect, it } from "vitest";
import { DEFAULT_CATEGORIES } from "./budget-defaults";
import { categoryMatchScore, matchBudgetCategory } from "./budget-category-match";
import { looseMatch } from "./loose-name-match";

const defaults = DEFAULT_CATEGORIES.map((c) => ({ name: c.name }));
const nameOf = (typed: string, categories = defaults) => {
  const m = matchBudgetCategory(typed, categories);
  return m.kind === "one" ? m.item.name : m.kind;
};

describe("matching a category named in the couple's words (issue #16)", () => {
  it.each([
    ["flowers", "Flowers & decor"],
    ["Flowers", "Flowers & decor"],
    ["florist", "Flowers & decor"],
    ["the flowers budget", "Flowers & decor"],
    ["flowers and decor", "Flowers & decor"],
    ["photography", "Photography"],
    ["photographer", "Photography"],
    ["fotography", "Photography"],
    ["photgraphy", "Photography"],
    ["the DJ", "Music"],
    ["band", "Music"],
    ["caterer", "Catering"],
    ["food", "Catering"],
    ["hair and makeup", "Attire & beauty"],
    ["wedding dress", "Attire & beauty"],
    ["wedding planner", "Planner"],
    ["venue", "Venue"],
    ["invitations", "Stationery"],
    ["stationary", "Stationery"],
    ["cakes", "Cake"],
    ["favours", "Favors & gifts"],
  ])("%s → %s", (typed, expected) => {
    expect(nameOf(typed)).toBe(expected === "no match" ? "none" : expected);
  });

  it("finds the couple's own names: 'flowers' → 'Florist', 'photography' → 'Photos'", () => {
    const own = [{ name: "Florist" }, { name: "Photos" }, { name: "Venue" }];
    expect(nameOf("flowers", own)).toBe("Florist");
    expect(nameOf("photography", own)).toBe("Photos");
  });

  it("prefers the category's own word to the same thing in other words", () => {
    expect(nameOf("flowers", [{ name: "Flowers" }, { name: "Florist" }])).toBe("Flowers");
  });

  it("does not guess between two equally good candidates", () => {
    const m = matchBudgetCategory("flowers", [{ name: "Florist" }, { name: "Floral decor" }]);
    expect(m).toEqual({ kind: "ambiguous", items: [{ name: "Florist" }, { name: "Floral decor" }] });
  });

  it("answers none for words naming nothing the couple has", () => {
    expect(nameOf("helicopter")).toBe("none");
    expect(nameOf("")).toBe("none");
    expect(categoryMatchScore("budget", "Venue")).toBe(0);
  });
});

describe("matching a saved venue by name", () => {
  const saved = [{ name: "Willow Creek Barn" }, { name: "The Glasshouse" }, { name: "Lakeview Pavilion" }];
  it.each([
    ["willow creek barn", "Willow Creek Barn"],
    ["the willow barn", "Willow Creek Barn"],
    ["Glasshouse", "The Glasshouse"],
    ["lakeveiw", "Lakeview Pavilion"],
  ])("%s → %s", (typed, expected) => {
    const m = looseMatch(typed, saved);
    expect(m.kind === "one" ? m.item.name : m.kind).toBe(expected);
  });

  it("a name none of the saves has is none", () => {
    expect(looseMatch("Rosewood Manor", saved).kind).toBe("none");
  });
});
