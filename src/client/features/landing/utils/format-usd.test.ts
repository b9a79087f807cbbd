import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-usd";

describe("formatUsd", () => {
  it("shows whole dollars with separators", () => {
    expect(formatUsd(35000)).toBe("$35,000");
    expect(formatUsd(2450)).toBe("$2,450");
  });
});
