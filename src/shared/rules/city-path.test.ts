import { describe, expect, it } from "vitest";
import { cityOfPath, withPathCity } from "./city-path";

describe("cityOfPath", () => {
  it("reads the city of the venue and vendor city pages only", () => {
    expect(cityOfPath("/venues/nashville")).toBe("nashville");
    expect(cityOfPath("/nashville/vendors")).toBe("nashville");
    expect(cityOfPath("/columbus/vendors/florists")).toBe("columbus");
    expect(cityOfPath("/venues")).toBeUndefined();
    expect(cityOfPath("/venues/lakeview-glasshouse")).toBeUndefined();
    expect(cityOfPath("/vendors/florists")).toBeUndefined();
    expect(cityOfPath("/paris/vendors")).toBeUndefined();
  });

  it("moves a city page to another city", () => {
    expect(withPathCity("/venues/nashville", "columbus")).toBe("/venues/columbus");
    expect(withPathCity("/nashville/vendors/florists", "cleveland")).toBe("/cleveland/vendors/florists");
    expect(withPathCity("/venues", "columbus")).toBeUndefined();
  });
});
