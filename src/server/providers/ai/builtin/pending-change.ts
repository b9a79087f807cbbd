import { cities } from "@shared/catalog";
import { dateMention } from "@shared/rules/parse-date";
import type { ChatTurn } from "../types";

/**
 * The change June just proposed, read back from her latest reply (issue #16, decision 049), so a
 * correction ("no, make it 38k", "actually 150 guests", "change that to the 14th of June instead") is
 * proposed again with the new value. Like the rest of the dialogue state it is recovered from the reply
 * the couple read — the shared wording of `proposalQuestion` (shared/rules/june-changes.ts) — not stored.
 * Only the latest assistant turn counts: once the card is confirmed or dismissed, June's next reply says
 * so ("Done — …", "No problem — …") and there is nothing left to correct.
 */

export type PendingChange =
  | { kind: "set_total_budget"; amount: number }
  | { kind: "set_category_allocation"; category: string; amount: number }
  | { kind: "update_profile"; field: "guestCount"; value: number }
  | { kind: "update_profile"; field: "weddingDate"; value: string }
  | { kind: "update_profile"; field: "cityId"; value: string };

const dollars = (s: string) => Number(s.replace(/[$,]/g, ""));

/** The proposal in one reply of June's, when the reply is one. */
export function proposalIn(reply: string): PendingChange | undefined {
  if (!/Please confirm below/.test(reply)) return undefined;
  const total = /Shall I set your total budget to (\$[\d,]+(?:\.\d{2})?)/.exec(reply);
  if (total) return { kind: "set_total_budget", amount: dollars(total[1]!) };
  const category = /Shall I set (.+?) to (\$[\d,]+(?:\.\d{2})?) \(now /.exec(reply);
  if (category)
    return { kind: "set_category_allocation", category: category[1]!, amount: dollars(category[2]!) };
  // Several profile changes in one card: the first one is what a short correction is about.
  const profile =
    /Shall I change your (wedding date|guest count|city) to (.+?)(?: \(now [^)]*\))?(?:,? and your |,? and (?:wedding date|guest count|city) |\? Please)/.exec(
      reply,
    );
  if (!profile) return undefined;
  const [, field, label] = profile as unknown as [string, string, string];
  if (field === "guest count") {
    const n = Number(/(\d[\d,]*)/.exec(label)?.[1]?.replace(/,/g, ""));
    return Number.isFinite(n) && n > 0
      ? { kind: "update_profile", field: "guestCount", value: n }
      : undefined;
  }
  if (field === "wedding date") {
    const date = dateMention(label);
    return date && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? { kind: "update_profile", field: "weddingDate", value: date }
      : undefined;
  }
  const city = cities.find((c) => c.name.toLowerCase() === label.toLowerCase());
  return city ? { kind: "update_profile", field: "cityId", value: city.id } : undefined;
}

/** The change proposed in June's latest reply, if that reply proposed one. */
export function pendingChange(history: ChatTurn[]): PendingChange | undefined {
  const last = history.findLast((t) => t.role === "assistant");
  return last ? proposalIn(last.content) : undefined;
}
