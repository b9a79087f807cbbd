/**
 * The scripted sample conversation with June on the landing page. Display-only: nothing here talks to
 * the real assistant. June's replies lean on the couple's saved plan (date, guests, budget) because that
 * is the product's promise — a planner who already knows your plan.
 */
export type ChatRole = "couple" | "june";

export type ChatLine = {
  role: ChatRole;
  text: string;
  /** Pause before this line appears; for June it is how long the typing indicator shows (spec: 800–2000 ms). */
  delayMs: number;
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
    text: "For October 10 with 150 guests, I'd keep the venue near $10,500 of your $35,000. Three barns fit — Willow Creek Barn in Delaware is my favorite.",
    delayMs: 1900,
  },
  { role: "couple", text: "Is Willow Creek free on our date?", delayMs: 1100 },
  {
    role: "june",
    text: "Yes — October 10 is open, and it seats 180. Shall I book a tour and add it to your timeline?",
    delayMs: 1600,
  },
];

/** Step n shows the first n lines, so the delays of the step runner are the lines' delays in order. */
export const chatDelays: readonly number[] = chatScript.map((line) => line.delayMs);
