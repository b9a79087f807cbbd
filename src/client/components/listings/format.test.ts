import { describe, expect, it } from "vitest";
import { formatCount, formatTotal } from "./format";

describe("formatTotal", () => {
  it("says an exact total as formatCount does", () => {
    expect(formatTotal({ total: 1, totalIsLowerBound: false }, "venue")).toBe(formatCount(1, "venue"));
    expect(formatTotal({ total: 12 }, "venue")).toBe("12 venues");
    expect(formatTotal({ total: 0 }, "florist")).toBe("0 florists");
  });

  it('says a lower bound with a "+" and the plural', () => {
    expect(formatTotal({ total: 1000, totalIsLowerBound: true }, "venue")).toBe("1,000+ venues");
    expect(formatTotal({ total: 1000, totalIsLowerBound: true }, "DJ", "DJs")).toBe("1,000+ DJs");
  });
});
