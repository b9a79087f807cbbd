import { describe, expect, it } from "vitest";
import { foundingProgress } from "./founding-progress";

describe("foundingProgress", () => {
  it("before the first founder, says applications just opened and shows no bar", () => {
    expect(foundingProgress({ total: 50, spotsLeft: 50 })).toEqual({
      figure: 50,
      caption: "founding spots — applications just opened",
      summary: "Applications just opened: all 50 spots are open",
      hasBar: false,
      taken: 0,
    });
  });

  it("once someone joined, shows the spots left and the bar", () => {
    expect(foundingProgress({ total: 50, spotsLeft: 47 })).toEqual({
      figure: 47,
      caption: "of 50 spots left",
      summary: "47 of 50 spots left",
      hasBar: true,
      taken: 3,
    });
  });

  it("when full, points to the waiting list", () => {
    expect(foundingProgress({ total: 50, spotsLeft: 0 })).toMatchObject({
      figure: 0,
      caption: "of 50 spots left — join the waiting list below",
      summary: "All 50 spots are taken — join the waiting list",
      hasBar: true,
      taken: 50,
    });
  });
});
