import { describe, expect, it } from "vitest";
import { areasFromChoices, choiceOf, sharedAreaLines } from "./contributor-areas";

describe("contributor areas", () => {
  it("words the shared areas in the fixed order and leaves out what is not shared", () => {
    expect(sharedAreaLines({ vendors: "view", guests: "edit" })).toEqual([
      "Guests: can view and edit",
      "Vendors and inquiries: can view",
    ]);
    expect(sharedAreaLines({})).toEqual([]);
  });

  it("turns form choices into stored areas and back", () => {
    const areas = areasFromChoices({ guests: "view", budget: "none", timeline: "edit" });
    expect(areas).toEqual({ guests: "view", timeline: "edit" });
    expect(choiceOf(areas, "budget")).toBe("none");
    expect(choiceOf(areas, "timeline")).toBe("edit");
  });
});
