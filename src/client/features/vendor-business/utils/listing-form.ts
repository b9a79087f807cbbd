import { z } from "zod";
import type { VendorDescriptionFacts } from "@shared/schemas/vendor-ai";
import {
  vendorListingFieldsSchema,
  type VendorListing,
  type VendorListingFields,
  type VendorListingPrefill,
} from "@shared/schemas/vendor-listing";

/**
 * The dashboard form over the API's own schema. Selects start empty ("Choose…"), so the city and
 * category are strings in the form and become the enums on submit (with the schema's messages).
 */
export const listingFormSchema = vendorListingFieldsSchema.extend({
  categorySlug: z.string().pipe(vendorListingFieldsSchema.shape.categorySlug),
  cityId: z.string().pipe(vendorListingFieldsSchema.shape.cityId),
});
export type ListingFormValues = z.input<typeof listingFormSchema>;

export const emptyPackage = { name: "", price: Number.NaN, description: "" };

/** Form values of a saved listing, or of a new one started from the business profile. */
export function toFormValues(source: VendorListing | { prefill: VendorListingPrefill }): ListingFormValues {
  if ("prefill" in source) {
    const p = source.prefill;
    return {
      businessName: p.businessName,
      categorySlug: p.categorySlug ?? "",
      cityId: p.cityId ?? "",
      serviceArea: "",
      tagline: "",
      description: "",
      priceFrom: Number.NaN,
      priceTier: 2,
      packages: [],
      photos: [],
      contactEmail: p.contactEmail,
      contactPhone: p.contactPhone,
      website: p.website,
    };
  }
  const l = source;
  return {
    businessName: l.businessName,
    categorySlug: l.categorySlug,
    cityId: l.cityId,
    serviceArea: l.serviceArea,
    tagline: l.tagline,
    description: l.description,
    priceFrom: l.priceFrom,
    priceTier: l.priceTier,
    packages: l.packages.map((p) => ({ ...p })),
    photos: l.photos.map((p) => ({ ...p })),
    contactEmail: l.contactEmail,
    contactPhone: l.contactPhone,
    website: l.website,
  };
}

export type ListingStatus = "live" | "draft" | "hidden";

/** What couples see: live (published, visible), a draft (unpublished), or hidden by the team. */
export function listingStatus(listing: Pick<VendorListing, "isPublished" | "isHidden">): ListingStatus {
  if (listing.isHidden) return "hidden";
  return listing.isPublished ? "live" : "draft";
}

export type { VendorListingFields };

const wholeOrUndefined = (n: unknown) =>
  typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : undefined;

/**
 * The form's facts for the AI description writer, as far as they are filled in (empty selects and
 * prices left out), or what to fill in first.
 */
export function descriptionFacts(values: ListingFormValues): VendorDescriptionFacts | string {
  const businessName = values.businessName.trim();
  if (businessName.length < 2) return "Add your business name first, so the writer knows who you are.";
  const category = vendorListingFieldsSchema.shape.categorySlug.safeParse(values.categorySlug);
  const city = vendorListingFieldsSchema.shape.cityId.safeParse(values.cityId);
  return {
    businessName,
    ...(category.success ? { categorySlug: category.data } : {}),
    ...(city.success ? { cityId: city.data } : {}),
    serviceArea: values.serviceArea.trim().slice(0, 160),
    tagline: values.tagline.trim().slice(0, 120),
    ...(wholeOrUndefined(values.priceFrom) !== undefined ? { priceFrom: values.priceFrom } : {}),
    packages: values.packages
      .filter((p) => p.name.trim())
      .slice(0, 8)
      .map((p) => ({
        name: p.name.trim().slice(0, 60),
        ...(wholeOrUndefined(p.price) !== undefined ? { price: p.price } : {}),
        description: p.description.trim().slice(0, 400),
      })),
    currentDescription: values.description.trim().slice(0, 5000),
  };
}
