import { describe, expect, it } from "vitest";
import { normalizeListingName, streetOf, vendorIdentityKey, venueIdentityKey } from "./listing-identity";

describe("listing identity (issue #18)", () => {
  it("reads a name the same however it is typed", () => {
    expect(normalizeListingName("The Lakeview Glasshouse")).toBe("lakeview glasshouse");
    expect(normalizeListingName("  lakeview   GLASSHOUSE! ")).toBe("lakeview glasshouse");
    expect(normalizeListingName("Rose & Thorn Barn")).toBe(normalizeListingName("Rose and Thorn Barn"));
    expect(normalizeListingName("Café Mélange")).toBe("cafe melange");
    expect(normalizeListingName("Ava's Flowers")).toBe(normalizeListingName("Avas Flowers"));
    expect(normalizeListingName("The")).toBe("the");
  });

  it("reads the street of an address without its number, spelled either way", () => {
    expect(streetOf("1900 W 25th St, Cleveland, OH 44113")).toBe("w 25th st");
    expect(streetOf("1910 West 25th Street, Cleveland")).toBe("w 25th st");
    expect(streetOf("12B North Main Avenue")).toBe("n main ave");
    expect(streetOf("Main St")).toBe("main st");
    expect(streetOf("644 South Third Street")).toBe(streetOf("640 S 3rd St, Columbus"));
  });

  it("calls venues of one name on one street in one city the same, and not otherwise", () => {
    const a = { name: "Lakeview Glasshouse", cityId: "cleveland", address: "1900 W 25th St, Cleveland, OH" };
    expect(venueIdentityKey(a)).toBe(
      venueIdentityKey({
        name: "the lakeview glasshouse",
        cityId: "cleveland",
        address: "1904 West 25th Street",
      }),
    );
    expect(venueIdentityKey(a)).not.toBe(venueIdentityKey({ ...a, address: "500 Euclid Ave, Cleveland" }));
    expect(venueIdentityKey(a)).not.toBe(venueIdentityKey({ ...a, cityId: "columbus" }));
    expect(venueIdentityKey(a)).not.toBe(venueIdentityKey({ ...a, name: "Lakeview Barn" }));
  });

  it("calls vendors of one name, city and category the same", () => {
    const v = { businessName: "Petal & Stem", cityId: "nashville", categorySlug: "florists" };
    expect(vendorIdentityKey(v)).toBe(vendorIdentityKey({ ...v, businessName: "petal and stem" }));
    expect(vendorIdentityKey(v)).not.toBe(vendorIdentityKey({ ...v, categorySlug: "decorators" }));
  });
});
