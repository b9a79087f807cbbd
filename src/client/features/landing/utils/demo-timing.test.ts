import { describe, expect, it } from "vitest";
import { DEMO_RESTART_MS, getNextStep, getStepDelay } from "./demo-timing";

describe("demo step timing", () => {
  const delays = [900, 1500, 1200];

  it("waits each scripted delay, then holds the final step for 3 seconds", () => {
    expect(delays.map((_, i) => getStepDelay(i, delays))).toEqual(delays);
    expect(getStepDelay(delays.length, delays)).toBe(3000);
    expect(DEMO_RESTART_MS).toBe(3000);
  });

  it("advances one step at a time and loops back to the start after the final step", () => {
    expect(getNextStep(0, delays)).toBe(1);
    expect(getNextStep(2, delays)).toBe(3);
    expect(getNextStep(3, delays)).toBe(0);
  });
});
