import { describe, expect, it } from "vitest";
import { AI_WRITER_TONES } from "@shared/schemas/vendor-ai";
import type { WritingTask } from "../writer-types";
import { composeDraft, createBuiltinWriter } from "./builtin-writer";
import { notesAsSentences } from "./phrasing";

const bareVenue = {
  name: "Tiny Hall",
  neighborhood: "",
  styles: [],
  amenities: [],
  currentDescription: "",
} satisfies Extract<WritingTask, { kind: "venue_description" }>["venue"];
const bareVendor = {
  businessName: "Sam's",
  serviceArea: "",
  tagline: "",
  packages: [],
  currentDescription: "",
} satisfies Extract<WritingTask, { kind: "vendor_description" }>["vendor"];
const reply = (over: Partial<Extract<WritingTask, { kind: "inquiry_reply" }>["inquiry"]> = {}) => ({
  id: "inquiry-1",
  listing: {
    kind: "venue" as const,
    name: "Lakeside Barn",
    cityId: "columbus" as const,
    capacitySeated: 120,
    capacityStanding: 180,
    priceFrom: 6000,
    setting: "both" as const,
    styles: ["barn" as const],
    amenities: [],
    description: "",
    tourUrl: "https://example.test/book-tour?venue=lakeside-barn",
  },
  couple: { name: "A couple" },
  weddingDate: null,
  guestCount: null,
  thread: [{ author: "couple" as const, body: "Hello" }],
  ...over,
});

describe("the built-in writer", () => {
  it("writes clean text for every tone and attempt, even from a name alone", () => {
    for (const tone of AI_WRITER_TONES)
      for (const attempt of [0, 1, 2, 3]) {
        const drafts = [
          composeDraft({ kind: "venue_description", venue: bareVenue, tone, notes: "", attempt }),
          composeDraft({ kind: "vendor_description", vendor: bareVendor, tone, notes: "", attempt }),
          composeDraft({ kind: "inquiry_reply", inquiry: reply(), tone, notes: "", attempt }),
        ];
        for (const text of drafts) {
          expect(text.length).toBeGreaterThan(40);
          expect(text).not.toMatch(/undefined|NaN|null|\s[,.]|\.\.| {2}|\n{3}/);
        }
      }
  });

  it("answers a couple's guest count against the venue's capacity", () => {
    const draft = (guestCount: number) =>
      composeDraft({
        kind: "inquiry_reply",
        inquiry: reply({ guestCount }),
        tone: "warm",
        notes: "",
        attempt: 0,
      });
    expect(draft(100)).toContain("100 guests fits comfortably: we seat up to 120 for dinner.");
    expect(draft(150)).toContain("For 150 guests we'd suggest a standing reception");
    expect(draft(400)).toContain("Our capacity is 180 guests, so 400 guests would be more than we can host");
    expect(draft(100)).toMatch(/^(Hi|Hello) there,/);
  });

  it("does not promise the date: it offers to confirm it", () => {
    const text = composeDraft({
      kind: "inquiry_reply",
      inquiry: reply({ weddingDate: "2027-06-05" }),
      tone: "concise",
      notes: "",
      attempt: 0,
    });
    expect(text).toContain(
      "I'm checking our calendar for Saturday, June 5, 2027 and will confirm availability",
    );
  });

  it("a follow-up in the thread gets a follow-up, not a first reply", () => {
    const text = composeDraft({
      kind: "inquiry_reply",
      inquiry: reply({
        thread: [
          { author: "couple", body: "Hello" },
          { author: "owner", body: "Hi!" },
          { author: "couple", body: "Is parking free?" },
        ],
      }),
      tone: "warm",
      notes: "yes, parking is free for all guests",
      attempt: 0,
    });
    expect(text).toContain("Yes, parking is free for all guests.");
    expect(text).not.toContain("congratulations on your engagement");
  });

  it("turns the owner's instructions into sentences couples can read", () => {
    expect(notesAsSentences("mention that we have a new terrace")).toBe("We have a new terrace.");
    expect(notesAsSentences("Please highlight: free parking\nDogs welcome!")).toBe(
      "Free parking. Dogs welcome!",
    );
    expect(notesAsSentences("   ")).toBe("");
  });

  it("streams the draft in pieces that add up to it, and stops when aborted", async () => {
    const task = {
      kind: "venue_description",
      venue: bareVenue,
      tone: "warm",
      notes: "",
      attempt: 0,
    } as const;
    const writer = createBuiltinWriter({ chunkDelayMs: 0 });
    const pieces: string[] = [];
    for await (const piece of writer.write(task, new AbortController().signal)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join("")).toBe(composeDraft(task));

    const abort = new AbortController();
    const got: string[] = [];
    for await (const piece of writer.write(task, abort.signal)) {
      got.push(piece);
      if (got.length === 3) abort.abort();
    }
    expect(got).toHaveLength(3);
  });
});
