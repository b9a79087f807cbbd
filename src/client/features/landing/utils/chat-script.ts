/**
 * The scripted sample conversation with June on the landing page. Display-only: nothing here talks to
 * the real assistant. June's replies lean on the couple's saved plan (date, guests, budget) because that
 * is the product's promise — a planner who already knows your plan. Issue #18: she shows only what the
 * real June does (her tools: the couple's profile, budget, guests and saved venues, the venue and vendor
 * search, the planning guides, and saving a venue once the couple confirms). She cannot see a venue's
 * calendar or book a tour, so she never claims to; each reply lists what she did in the chat's own
 * words (shared/rules/june-tool-phrases.ts, checked by chat-script.test.ts).
 */
export type ChatRole = "couple" | "june";

export type ChatLine = {
  role: ChatRole;
  text: string;
  /** Pause before this line appears; for June it is how long the typing indicator shows (spec: 800–2000 ms). */
  delayMs: number;
  /** What June did for this reply, as the real chat shows it under her message. */
  did?: readonly string[];
};

/** What June "knows" in the demo, shown as chips above the conversation. */
export const samplePlan = {
  couple: "Maya & Jordan",
  date: "Sat, Oct 10, 2026",
  guests: 150,
  budget: 35000,
  city: "Columbus, OH",
} as const;

export const chatScript: readonly ChatLine[] = [
  {
    role: "couple",
    text: "We'd love a barn venue near Columbus for about 150 guests. What fits our budget?",
    delayMs: 900,
  },
  {
    role: "june",
    text: "With $35,000 in all, a venue under $10,500 leaves room for the rest. Three barns near Columbus seat 150 — Willow Creek Barn in Delaware is my favorite.",
    delayMs: 1900,
    did: ["Looked at your budget", "Searched barn venues in Columbus for 150 guests under $10,500 (3 found)"],
  },
  { role: "couple", text: "Love it! Can you save Willow Creek for us?", delayMs: 1100 },
  {
    role: "june",
    text: "Ready to save: confirm and it joins your shortlist. To see it in person, pick a tour time on its page.",
    delayMs: 1600,
    did: ["Suggested saving Willow Creek Barn"],
  },
];

/** Step n shows the first n lines, so the delays of the step runner are the lines' delays in order. */
export const chatDelays: readonly number[] = chatScript.map((line) => line.delayMs);
