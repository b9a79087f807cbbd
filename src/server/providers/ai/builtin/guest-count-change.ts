import { BUDGET_LIMITS } from "@shared/schemas/budget";

/**
 * The guest count a write asks for, sign and all (issue #16, fifth round; decision 060): "set our guest
 * count to -20", "make it minus 5 guests", "headcount to negative 30", "update the guest count to 0 / zero",
 * "we're expecting 12,000 guests". The shared count parser keeps to 2–5,000 and drops a sign, so a write
 * would propose 20 for "-20"; this reads the number as typed, and `refusedGuestCount` says why it can't be
 * proposed — the way budget writes refuse a negative amount (decision 057).
 */

const COUNT_WORD =
  "(?:guest count|guestcount|headcount|head count|number of guests|guest list|guests?|people|persons|ppl|heads)";
const NUMBER = "(-|−|minus |negative )?\\s?(\\d{1,3}(?:,\\d{3})+|\\d+|zero)";

/**
 * The signed count a guest-count write names; undefined when the message names none. `bare`: June just
 * proposed a guest count, so a number alone ("no, -10") is one.
 */
export function requestedGuestCount(text: string, { bare = false } = {}): number | undefined {
  const t = text.toLowerCase();
  const m =
    // "guest count to -20", "headcount at zero", "number of guests should be 0".
    new RegExp(
      `\\b(?:guest count|guestcount|headcount|head count|number of guests)\\b.{0,20}?\\b(?:to|at|is|be|of|as|now)\\s+${NUMBER}\\b`,
    ).exec(t) ??
    // "-40 people", "minus 5 guests", "zero guests", "12,000 guests".
    new RegExp(`(?:^|[\\s(:])${NUMBER}\\s?${COUNT_WORD}\\b`).exec(t) ??
    // "expecting -40", "inviting zero".
    new RegExp(
      `\\b(?:expecting|inviting|having)\\s+${NUMBER}\\b(?!\\s*(?:k|%|dollars|days|weeks|months))`,
    ).exec(t) ??
    (bare ? new RegExp(`(?:^|[\\s,(:])${NUMBER}\\b(?!\\s*(?:k|%|dollars|days|weeks|months))`).exec(t) : null);
  if (!m) return undefined;
  const n = m[2] === "zero" ? 0 : Number(m[2]!.replace(/,/g, ""));
  return m[1] ? -n : n;
}

/** Why a guest count can't be proposed, with the question for the count; undefined when it can. */
export function refusedGuestCount(count: number | undefined): string | undefined {
  if (count === undefined) return undefined;
  const example = "For example “we're now expecting 150 guests”.";
  if (count < 0) return `A guest count can't be negative. How many guests are you expecting? ${example}`;
  if (count === 0)
    return `A guest count can't be 0. How many guests are you expecting? ${example} (To start over, remove guests on your guest list.)`;
  const max = BUDGET_LIMITS.maxGuests;
  if (count > max)
    return `A guest count is a whole number from 1 to ${max.toLocaleString("en-US")}, so I can't set ${count.toLocaleString("en-US")}. How many guests are you expecting? ${example}`;
  return undefined;
}
