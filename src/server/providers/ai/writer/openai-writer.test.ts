import { describe, expect, it } from "vitest";
import { FACTS_ONLY_RULE, writerMessages } from "./openai-writer";
import type { WritingTask } from "./writer-types";

/** The prompt a model gets (issue #18): told to use only the given facts, and given all of them. */

const text = (task: WritingTask) =>
  writerMessages(task)
    .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
    .join("\n");

const venueTask: WritingTask = {
  kind: "venue_description",
  venue: {
    name: "Maple House",
    cityId: "columbus",
    neighborhood: "Short North",
    capacitySeated: 120,
    capacityStanding: 180,
    priceFrom: 6500,
    styles: ["barn"],
    setting: "both",
    amenities: ["Free parking", "Bridal suite"],
    currentDescription: "",
  },
  tone: "warm",
  notes: "mention our new garden terrace",
  attempt: 0,
};

describe("the prompt sent to a model", () => {
  it("tells the model to use only the given facts and add no amenities, features or numbers", () => {
    const [system] = writerMessages(venueTask);
    expect(system!.role).toBe("system");
    expect(system!.content).toContain(FACTS_ONLY_RULE);
    expect(FACTS_ONLY_RULE).toContain("Use only the facts given below");
    expect(FACTS_ONLY_RULE).toMatch(/Do not add amenities, features, .*numbers that are not in the\s+facts/);
    expect(FACTS_ONLY_RULE).toContain("no rain plan, dance floor, beams");
    expect(FACTS_ONLY_RULE).toContain("Every number you write must appear in the facts.");
  });

  it("carries every fact of the venue form, and the owner's notes", () => {
    const prompt = text(venueTask);
    for (const fact of [
      '"name":"Maple House"',
      '"cityId":"columbus"',
      '"neighborhood":"Short North"',
      '"capacitySeated":120',
      '"capacityStanding":180',
      '"priceFrom":6500',
      '"styles":["barn"]',
      '"setting":"both"',
      '"amenities":["Free parking","Bridal suite"]',
      "mention our new garden terrace",
    ])
      expect(prompt).toContain(fact);
    expect(prompt).toContain("Mention an amenity only if it is in the amenities list.");
  });

  it("a vendor's facts and the rule reach the model too", () => {
    const prompt = text({
      kind: "vendor_description",
      vendor: {
        businessName: "Bloom & Vine",
        categorySlug: "florists",
        serviceArea: "Middle Tennessee",
        tagline: "",
        priceFrom: 1200,
        packages: [{ name: "Essentials", price: 1200, description: "Bouquet and ten centrepieces" }],
        currentDescription: "",
      },
      tone: "elegant",
      notes: "",
      attempt: 1,
    });
    expect(prompt).toContain(FACTS_ONLY_RULE);
    expect(prompt).toContain('"businessName":"Bloom & Vine"');
    expect(prompt).toContain("Bouquet and ten centrepieces");
    expect(prompt).toContain("Mention a service only if the facts name it.");
  });

  it("an inquiry reply answers the couple's question from the listing's facts, or offers to confirm", () => {
    const prompt = text({
      kind: "inquiry_reply",
      inquiry: {
        id: "inq-1",
        listing: {
          kind: "venue",
          name: "Maple House",
          cityId: "columbus",
          capacitySeated: 120,
          capacityStanding: 180,
          priceFrom: 6500,
          setting: "outdoor",
          styles: ["garden"],
          amenities: ["Covered pavilion"],
          description: "A garden venue.",
          tourUrl: "https://example.test/book-tour?venue=maple-house",
        },
        couple: { name: "Ava & Noah" },
        weddingDate: null,
        guestCount: null,
        thread: [{ author: "couple", body: "What's your rain plan?" }],
      },
      tone: "warm",
      notes: "",
      attempt: 0,
    });
    expect(prompt).toContain(FACTS_ONLY_RULE);
    expect(prompt).toContain("answer the question their latest message asks first");
    expect(prompt).toContain(
      "where the facts do not answer it, say the business will confirm it, never guess",
    );
    expect(prompt).toContain('"amenities":["Covered pavilion"]');
    expect(prompt).toContain("What's your rain plan?");
  });
});
