import { describe, expect, it } from "vitest";
import { listingFormSchema, listingStatus, toFormValues } from "./listing-form";

const prefill = {
  businessName: "Juniper & Vine",
  categorySlug: null,
  cityId: "nashville" as const,
  contactEmail: "shop@juniper.test",
  contactPhone: "",
  website: "",
};

describe("listing form", () => {
  it("starts a new listing from the business profile, with empty choices where the profile has none", () => {
    const values = toFormValues({ prefill });
    expect(values).toMatchObject({
      businessName: "Juniper & Vine",
      categorySlug: "",
      cityId: "nashville",
      packages: [],
    });
  });

  it("names the empty choices and the missing basics on submit", () => {
    const result = listingFormSchema.safeParse(toFormValues({ prefill }));
    expect(result.success).toBe(false);
    const fields = new Map(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(fields.get("categorySlug")).toBe("Choose the category you work in.");
    expect(fields.get("priceFrom")).toBe("Enter your starting price in whole dollars.");
    expect(fields.get("photos")).toBe("Add at least one photo.");
    expect(fields.has("cityId")).toBe(false);
  });

  it("tells live, draft and hidden listings apart (hidden wins)", () => {
    expect(listingStatus({ isPublished: true, isHidden: false })).toBe("live");
    expect(listingStatus({ isPublished: false, isHidden: false })).toBe("draft");
    expect(listingStatus({ isPublished: true, isHidden: true })).toBe("hidden");
  });
});
