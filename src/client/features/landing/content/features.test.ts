import { describe, expect, it } from "vitest";
import { features } from "./features";

describe("landing feature grid", () => {
  it("links only the tools that have a page today, in the spec's order", () => {
    expect(features.map((f) => f.link?.href)).toEqual([
      "/planning/master-timeline",
      "/planning/guest-list-manager",
      undefined,
      "/vendor-benefits",
      undefined,
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
