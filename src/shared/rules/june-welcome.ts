import { JUNE_FALLBACK_WELCOME } from "../schemas/june";
import { countdownMood, daysUntil } from "./wedding-countdown";

/**
 * June's first message (issue #4, spec sections 4, 8 and 9). Pure: the server builds the personalised one
 * from the couple's profile (GET /api/june/welcome); the widget shows the generic one to signed-out
 * visitors and whenever the personalised one cannot be had.
 */

/** Spec section 8, "Personalised welcome failure" — also the one generic welcome signed-out visitors see. */
export const GENERIC_WELCOME = JUNE_FALLBACK_WELCOME;

export type WelcomeFacts = {
  partner1Name?: string | null;
  partner2Name?: string | null;
  /** YYYY-MM-DD or null. */
  weddingDate?: string | null;
  /** YYYY-MM-DD: the day to count from. */
  today: string;
};

/** "Ava & Noah", "Ava", or "" when no names are known. */
export function coupleNames(p1?: string | null, p2?: string | null): string {
  return [p1, p2]
    .map((n) => (n ?? "").trim())
    .filter(Boolean)
    .join(" & ");
}

/** The countdown sentence by mood, or null when the date is unknown, today or past (spec: only if positive). */
export function countdownLine(weddingDate: string | null | undefined, today: string): string | null {
  if (!weddingDate || !/^\d{4}-\d{2}-\d{2}$/.test(weddingDate)) return null;
  const days = daysUntil(weddingDate, today);
  if (!Number.isFinite(days) || days <= 0) return null;
  const count = `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"}`;
  switch (countdownMood(days)) {
    case "plenty of time":
      return `Your wedding is ${count} away — plenty of time to plan it just the way you want.`;
    case "getting exciting":
      return `Your wedding is ${count} away — this is getting exciting!`;
    case "final stretch":
      return `Your wedding is ${count} away — you're in the final stretch, and I've got your back.`;
  }
}

export function personalisedWelcome(facts: WelcomeFacts): string {
  const names = coupleNames(facts.partner1Name, facts.partner2Name);
  const countdown = countdownLine(facts.weddingDate, facts.today);
  if (!names && !countdown) return GENERIC_WELCOME;
  const greeting = `Hi${names ? ` ${names}` : ""}! I'm June, your personal wedding planner ✨`;
  const ask = "Ask me about venues, vendors, your budget or your timeline — I already know your plan.";
  return [greeting, countdown, ask].filter(Boolean).join(" ");
}
