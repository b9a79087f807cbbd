import { describe, expect, it } from "vitest";
import { applyChange, relativeChange } from "./money-change";

describe("relative money changes (decision 049)", () => {
  it("reads a change up or down by an amount or a percent", () => {
    expect(relativeChange("raise the total by 3,000")).toEqual({ direction: 1, amount: 3000 });
    expect(relativeChange("knock 2k off our budget")).toEqual({ direction: -1, amount: 2000 });
    expect(relativeChange("put another $1,500 toward photography")).toEqual({ direction: 1, amount: 1500 });
    expect(relativeChange("bump catering up 10%")).toEqual({ direction: 1, percent: 10 });
    expect(relativeChange("cut flowers by $500 please")).toEqual({ direction: -1, amount: 500 });
    expect(relativeChange("lower our overall budget by 10 percent")).toEqual({ direction: -1, percent: 10 });
    expect(relativeChange("add 500 more to the music budget")).toEqual({ direction: 1, amount: 500 });
    expect(relativeChange("wait, 2k less than that")).toEqual({ direction: -1, amount: 2000 });
    expect(relativeChange("take $750 off the venue")).toEqual({ direction: -1, amount: 750 });
    expect(relativeChange("give photography an extra 1k")).toEqual({ direction: 1, amount: 1000 });
    expect(relativeChange("reduce catering 15%")).toEqual({ direction: -1, percent: 15 });
  });

  it("leaves absolute values alone", () => {
    expect(relativeChange("raise our total budget to $45,000")).toBeUndefined();
    expect(relativeChange("set our budget to 40k")).toBeUndefined();
    expect(relativeChange("put 3,000 toward flowers")).toBeUndefined();
    expect(relativeChange("venues under $10k")).toBeUndefined();
    expect(relativeChange("how many guests are coming")).toBeUndefined();
  });

  it("applies the change to the current value", () => {
    expect(applyChange(40000, { direction: 1, amount: 3000 })).toBe(43000);
    expect(applyChange(12000, { direction: 1, percent: 10 })).toBe(13200);
    expect(applyChange(2500, { direction: -1, amount: 500 })).toBe(2000);
    expect(applyChange(500, { direction: -1, amount: 800 })).toBeUndefined();
  });
});
