import { describe, expect, it } from "vitest";
import { cityIds, vendorCategorySlugs } from "@shared/catalog";
import { venueSettings, venueStyles } from "@shared/marketplace-catalog";
import {
  AI_WRITER_TONES,
  type VendorDescriptionFacts,
  type VenueDescriptionFacts,
} from "@shared/schemas/vendor-ai";
import { composeDraft } from "./builtin-writer";
import { allowedText, inventedNumbers, inventedWords, randomSource } from "./facts-only.testkit";

/**
 * "Write with AI" states only facts the owner entered (issue #18: a draft claimed a rain plan, timber beams
 * and a dance floor the owner never mentioned). Many varied and sparse forms, every tone and attempt:
 * no amenity, feature or number in a draft that is not in the form.
 */

const venueNames = ["Tiny Hall", "The Foundry", "Maple House", "Rosewood Estate", "Seven Oaks", "Hall 21"];
const amenityPool = [
  "Free parking",
  "In-house catering",
  "Bridal suite",
  "Dance floor",
  "Wheelchair accessible",
  "Tables and chairs",
  "Bar service",
  "Wi-Fi",
  "Covered pavilion",
  "Sound system",
];
const notesPool = [
  "",
  "",
  "mention that we have a new garden terrace",
  "Dogs welcome!",
  "Family run since 1998",
];
const vendorNames = ["Sam's", "Golden Hour Films", "Bloom & Vine", "Sweet Tiers", "North Star Events"];

function randomVenue(r: ReturnType<typeof randomSource>): VenueDescriptionFacts {
  const seated = r.chance(0.6) ? r.int(20, 400) : undefined;
  return {
    name: r.one(venueNames),
    ...(r.chance(0.6) ? { cityId: r.one(cityIds) } : {}),
    neighborhood: r.chance(0.5) ? r.one(["Short North", "Germantown", "Ohio City", "Downtown"]) : "",
    ...(seated ? { capacitySeated: seated } : {}),
    ...(r.chance(0.5) ? { capacityStanding: (seated ?? 50) + r.int(0, 200) } : {}),
    ...(r.chance(0.6) ? { priceFrom: r.int(5, 300) * 100 } : {}),
    styles: r.some(venueStyles, 3),
    ...(r.chance(0.6) ? { setting: r.one(venueSettings) } : {}),
    amenities: r.some(amenityPool, 6),
    currentDescription: "",
  };
}

function randomVendor(r: ReturnType<typeof randomSource>): VendorDescriptionFacts {
  const packages = r
    .some(["Elopement", "Full day", "Half day", "Signature", "Essentials"], 4)
    .map((name) => ({
      name,
      ...(r.chance(0.8) ? { price: r.int(3, 90) * 100 } : {}),
      description: "",
    }));
  return {
    businessName: r.one(vendorNames),
    ...(r.chance(0.8) ? { categorySlug: r.one(vendorCategorySlugs) } : {}),
    ...(r.chance(0.6) ? { cityId: r.one(cityIds) } : {}),
    serviceArea: r.chance(0.5) ? r.one(["all of Ohio", "Middle Tennessee", "within 50 miles"]) : "",
    tagline: "",
    ...(r.chance(0.6) ? { priceFrom: r.int(3, 90) * 100 } : {}),
    packages,
    currentDescription: "",
  };
}

describe("descriptions state only the owner's facts", () => {
  it("venues: 300 random forms, sparse to full, in every tone", () => {
    const r = randomSource(18);
    for (let i = 0; i < 300; i++) {
      const venue = randomVenue(r);
      const notes = r.one(notesPool);
      for (const tone of AI_WRITER_TONES) {
        const attempt = r.int(0, 5);
        const draft = composeDraft({ kind: "venue_description", venue, tone, notes, attempt });
        const allowed = allowedText(venue, notes);
        expect(inventedWords(draft, allowed), `${JSON.stringify(venue)}\n${draft}`).toEqual([]);
        expect(inventedNumbers(draft, allowed), draft).toEqual([]);
      }
    }
  });

  it("vendors: 300 random forms, sparse to full, in every tone", () => {
    const r = randomSource(1818);
    for (let i = 0; i < 300; i++) {
      const vendor = randomVendor(r);
      const notes = r.one(notesPool);
      for (const tone of AI_WRITER_TONES) {
        const attempt = r.int(0, 5);
        const draft = composeDraft({ kind: "vendor_description", vendor, tone, notes, attempt });
        const allowed = allowedText(vendor, notes);
        expect(inventedWords(draft, allowed), `${JSON.stringify(vendor)}\n${draft}`).toEqual([]);
        expect(inventedNumbers(draft, allowed), draft).toEqual([]);
      }
    }
  });

  it("a barn with indoor and outdoor spaces and nothing else gets no rain plan, beams or dance floor", () => {
    for (const tone of AI_WRITER_TONES)
      for (const attempt of [0, 1, 2, 3]) {
        const draft = composeDraft({
          kind: "venue_description",
          venue: {
            name: "Maple House",
            neighborhood: "",
            styles: ["barn"],
            setting: "both",
            amenities: [],
            currentDescription: "",
          },
          tone,
          notes: "",
          attempt,
        });
        expect(draft).not.toMatch(/rain|plan b|timber|beams|string lights|dance floor/i);
      }
  });

  it("what the owner did enter is in the draft", () => {
    const venue: VenueDescriptionFacts = {
      name: "Maple House",
      cityId: "columbus",
      neighborhood: "Short North",
      capacitySeated: 120,
      capacityStanding: 180,
      priceFrom: 6500,
      styles: ["garden"],
      setting: "outdoor",
      amenities: ["Free parking", "Bridal suite"],
      currentDescription: "",
    };
    const draft = composeDraft({ kind: "venue_description", venue, tone: "warm", notes: "", attempt: 0 });
    for (const fact of [
      "Maple House",
      "Short North",
      "Columbus",
      "120",
      "180",
      "$6,500",
      "free parking",
      "bridal suite",
      "garden",
    ])
      expect(draft).toContain(fact);
  });

  it("the check itself catches an invented feature and number", () => {
    const allowed = allowedText({ name: "Maple House", amenities: ["Free parking"] });
    expect(inventedWords("Free parking, a rain plan and timber beams.", allowed)).toEqual([
      "rain",
      "timber",
      "beams",
    ]);
    expect(inventedNumbers("Seats 200 from $6,000.", allowed)).toEqual([200, 6000]);
  });
});
