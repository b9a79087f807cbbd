import { describe, expect, it } from "vitest";
import { cities } from "@shared/catalog";
import { cityPriceLevels, venuePriceTierFor } from "@shared/schemas/owner-venues";
import { cityPlaces } from "../../db/seed/marketplace-places";
import { venuePriceTier } from "../../db/seed/marketplace-venues";
import { firstFreeSlug, venueBaseSlug } from "./venue-slug";

describe("venue slugs", () => {
  it("joins name and city", () => {
    expect(venueBaseSlug("The Glass House & Garden", "Cleveland")).toBe(
      "the-glass-house-and-garden-cleveland",
    );
    expect(venueBaseSlug("!!!", "")).toBe("venue");
  });
  it("adds -2, -3… when taken", () => {
    expect(firstFreeSlug("a", [])).toBe("a");
    expect(firstFreeSlug("a", ["a", "a-2"])).toBe("a-3");
  });
});

describe("venuePriceTierFor", () => {
  it("keeps the city price levels in step with the demo data", () => {
    for (const city of cities) expect(cityPriceLevels[city.id]).toBe(cityPlaces[city.id].priceLevel);
  });
  it("gives the same tier as the seeded venues", () => {
    for (const city of cities)
      for (let price = 0; price <= 30_000; price += 250)
        expect(venuePriceTierFor(price, city.id)).toBe(venuePriceTier(price, city.id));
  });
});
