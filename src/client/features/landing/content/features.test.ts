import { describe, expect, it } from "vitest";
import { features } from "./features";

describe("landing feature grid", () => {
  it("links exactly to the six spec routes, in order", () => {
    expect(features.map((f) => f.href)).toEqual([
      "/planning/master-timeline",
      "/planning/guest-list-manager",
      "/floral-design-studio",
      "/vendor-benefits",
      "/floor-plan-builder",
      "/budget-permissions",
    ]);
  });

  it("gives each card a title and a one-sentence description", () => {
    for (const f of features) {
      expect(f.title).not.toBe("");
      expect(f.description.match(/[.!?](\s|$)/g)).toHaveLength(1);
    }
  });
});
