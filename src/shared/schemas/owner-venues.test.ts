import { describe, expect, it } from "vitest";
import { venueFormSchema, venueStepSchemas } from "./owner-venues";

describe("venue form schema", () => {
  it("checks standing ≥ seated even while other steps are still empty", () => {
    const result = venueFormSchema.safeParse({ capacitySeated: 150, capacityStanding: 120, priceFrom: 5000 });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(paths).toContain("capacityStanding: Standing capacity is usually at least the seated capacity.");
  });
  it("the capacity step passes with sensible numbers", () => {
    expect(
      venueStepSchemas.capacity.safeParse({ capacitySeated: 150, capacityStanding: 220, priceFrom: 0 })
        .success,
    ).toBe(true);
    expect(
      venueStepSchemas.capacity.safeParse({ capacitySeated: 150, capacityStanding: NaN, priceFrom: 0 })
        .success,
    ).toBe(false);
  });
});
