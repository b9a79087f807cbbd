import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff";

const opts = { baseMs: 1000, capMs: 60_000 };

describe("retryDelayMs", () => {
  it("doubles the step with each attempt, from half the step to the whole step", () => {
    expect(retryDelayMs(1, opts, () => 0)).toBe(500);
    expect(retryDelayMs(1, opts, () => 1)).toBe(1000);
    expect(retryDelayMs(2, opts, () => 0)).toBe(1000);
    expect(retryDelayMs(3, opts, () => 1)).toBe(4000);
    expect(retryDelayMs(4, opts, () => 0.5)).toBe(6000);
  });

  it("stops growing at the cap", () => {
    expect(retryDelayMs(30, opts, () => 1)).toBe(60_000);
    expect(retryDelayMs(30, opts, () => 0)).toBe(30_000);
  });
});
