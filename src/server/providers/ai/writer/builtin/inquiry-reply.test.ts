import { describe, expect, it } from "vitest";
import { AI_WRITER_TONES, type AiWriterTone } from "@shared/schemas/vendor-ai";
import type { InquiryReplyFacts } from "../writer-types";
import { allowedText, inventedNumbers, inventedWords } from "./facts-only.testkit";
import { inquiryReply } from "./inquiry-reply";
import { inquiryTopics } from "./inquiry-topics";

/**
 * "Draft a reply with AI" answers the couple's actual question (issue #18: a question about a rain plan
 * got a generic reply), from the listing's facts or with an offer to confirm, and does not open every
 * draft with the same sentence.
 */

type VenueListing = Extract<InquiryReplyFacts["listing"], { kind: "venue" }>;

const venue = (over: Partial<VenueListing> = {}): VenueListing => ({
  kind: "venue",
  name: "Maple House",
  cityId: "columbus",
  capacitySeated: 120,
  capacityStanding: 180,
  priceFrom: 6500,
  setting: "outdoor",
  styles: ["garden"],
  amenities: [],
  description: "",
  tourUrl: "https://example.test/book-tour?venue=maple-house",
  ...over,
});

const inquiry = (
  question: string,
  over: Partial<InquiryReplyFacts> = {},
  listing: InquiryReplyFacts["listing"] = venue(),
): InquiryReplyFacts => ({
  id: "7d0c1f3e-1111-4c1a-9a77-000000000001",
  listing,
  couple: { name: "Ava & Noah" },
  weddingDate: null,
  guestCount: null,
  thread: [{ author: "couple", body: question }],
  ...over,
});

const draft = (f: InquiryReplyFacts, tone: AiWriterTone = "warm", notes = "") =>
  inquiryReply(f, { tone, attempt: 0 }, notes);

describe("reading what the couple asks", () => {
  it.each([
    ["What's your rain plan?", ["rain"]],
    ["what happens if it rains??", ["rain"]],
    ["Do you have a plan b for bad wether?", ["rain"]],
    ["Is there a back up plan if it's pouring", ["rain"]],
    ["How much does it cost for a Saturday?", ["price"]],
    ["whats the pricng like", ["price"]],
    ["Can we do it for under $8k?", ["price"]],
    ["How many people can you fit?", ["capacity"]],
    ["Is it big enough for 150 ppl?", ["capacity"]],
    ["Are you availible on October 9?", ["availability"]],
    ["Is the date still open?", ["availability"]],
    ["Is there parkng for guests?", ["parking"]],
    ["Where do guests park?", ["parking"]],
    ["Do you do catering or can we bring our own food?", ["catering"]],
    ["can we use an outside caterer", ["catering"]],
    ["What about food and drinks - do you cater", ["catering"]],
    ["Rain plan and parking?", ["rain", "parking"]],
    ["We love your photos! Could we visit?", []],
    ["I wonder whether you'd host our ceremony", []],
    ["Hi! We're getting married next year.", []],
  ] as const)("%s", (message, topics) => {
    expect(inquiryTopics(message)).toEqual(topics);
  });
});

describe("a reply answers the question asked", () => {
  it("a rain-plan question, with the listing's own words on it", () => {
    const withSentence = draft(
      inquiry(
        "What's your rain plan?",
        {},
        venue({
          description:
            "Ceremonies are held on the lawn. If it rains, we move everything into the glass pavilion.",
        }),
      ),
    );
    expect(withSentence).toContain(
      "On a rain plan: If it rains, we move everything into the glass pavilion.",
    );

    const withAmenity = draft(
      inquiry("what happens if it rains??", {}, venue({ amenities: ["Free parking", "Covered pavilion"] })),
    );
    expect(withAmenity).toContain("For rain, our amenities include covered pavilion.");
    expect(withAmenity).not.toContain("free parking");

    expect(
      draft(inquiry("Do you have a plan b for bad wether?", {}, venue({ setting: "indoor" }))),
    ).toContain("Everything at Maple House happens indoors, so rain won't change your plans.");
  });

  it("without a fact about rain it offers to confirm, and invents no plan", () => {
    for (const setting of ["outdoor", "both"] as const) {
      const text = draft(inquiry("Whats the rain plan", {}, venue({ setting })));
      expect(text).toMatch(/I'll confirm (what we can offer for your date|exactly how we would use them)/);
      expect(text).not.toMatch(/tent|pavilion|marquee|move (it|everything) inside|covered/i);
    }
  });

  it("pricing, capacity, availability, parking and catering questions, paraphrased and misspelled", () => {
    expect(draft(inquiry("how much do you charge?"))).toContain("Our prices start at $6,500");
    expect(draft(inquiry("Could you hold 150 ppl?", { guestCount: 150 }))).toContain(
      "For 150 guests we'd suggest a standing reception",
    );
    expect(draft(inquiry("what's the max capasity?"))).toContain(
      "We seat up to 120 for dinner and welcome up to 180 standing.",
    );
    expect(draft(inquiry("Are you availible?", { weddingDate: "2027-10-09" }), "concise")).toContain(
      "I'm checking our calendar for Saturday, October 9, 2027 and will confirm availability shortly.",
    );
    expect(
      draft(inquiry("is there parkng?", {}, venue({ amenities: ["Free parking for 80 cars"] }))),
    ).toContain("On parking: we offer free parking for 80 cars.");
    expect(draft(inquiry("Is there parking?"))).toContain(
      "On parking: I'll confirm the arrangements for your guests and let you know.",
    );
    expect(
      draft(inquiry("do you do the food?", {}, venue({ amenities: ["In-house catering", "Dance floor"] }))),
    ).toContain("On food: we offer in-house catering.");
    expect(draft(inquiry("Can we bring an outside caterer?"))).toContain(
      "On catering: I'll confirm what we offer and how outside caterers work with us.",
    );
  });

  it("a vendor answers from its packages", () => {
    const caterer = {
      kind: "vendor" as const,
      name: "Sweet Table",
      cityId: "nashville" as const,
      categorySlug: "caterers" as const,
      priceFrom: 2400,
      serviceArea: "Middle Tennessee",
      packages: [{ name: "Buffet", price: 2400, description: "A buffet for up to 100 guests." }],
      description: "",
    };
    const text = draft(inquiry("Do you cater for vegans, and what does it cost?", {}, caterer));
    expect(text).toContain("Our caterer packages start at $2,400: Buffet ($2,400).");
    expect(text).toContain("Catering is what we do.");
  });

  it("the owner's notes answer a topic in their words, without a second answer", () => {
    const text = draft(inquiry("Is parking free?"), "warm", "yes, parking is free for all guests");
    expect(text).toContain("Yes, parking is free for all guests.");
    expect(text).not.toContain("On parking");
  });

  it("invents nothing: every feature word and number comes from the listing, the thread or the notes", () => {
    const questions = [
      "What's your rain plan?",
      "how much?",
      "Could you fit 150 guests?",
      "is there parkng",
      "Do you do catering?",
      "Are you free on June 5?",
      "Hello! We'd love to hear more.",
    ];
    const listings = [
      venue(),
      venue({
        setting: "both",
        amenities: ["Covered pavilion", "Free parking"],
        description: "A barn on 12 acres.",
      }),
      venue({ setting: "indoor", styles: ["ballroom"], amenities: ["In-house catering"] }),
    ];
    for (const listing of listings)
      for (const question of questions)
        for (const tone of AI_WRITER_TONES) {
          const f = inquiry(question, { weddingDate: "2027-06-05", guestCount: 150 }, listing);
          const text = draft(f, tone);
          // The topic the couple asked about may be named (spelled right): "parkng" → "On parking: …".
          const allowed = allowedText(f, "dinner standing", inquiryTopics(question).join(" "));
          expect(inventedWords(text, allowed), text).toEqual([]);
          expect(inventedNumbers(text, allowed), text).toEqual([]);
        }
  });
});

describe("openings vary by inquiry", () => {
  it("ten inquiries do not all open with the same sentence, in any tone", () => {
    for (const tone of AI_WRITER_TONES) {
      const openings = new Set(
        Array.from({ length: 10 }, (_, i) => {
          const text = draft(inquiry("Hello!", { id: `inquiry-${i}` }), tone);
          const [greeting, first] = text.split(/\n\n/);
          return `${greeting} ${first!.split(/(?<=[.!?])\s/)[0]}`;
        }),
      );
      expect(openings.size, [...openings].join("\n")).toBeGreaterThanOrEqual(tone === "elegant" ? 2 : 3);
    }
  });

  it("the same inquiry gets the same opening every time (deterministic)", () => {
    const f = inquiry("Hello!", { id: "inquiry-42" });
    expect(draft(f)).toBe(draft(f));
  });
});
