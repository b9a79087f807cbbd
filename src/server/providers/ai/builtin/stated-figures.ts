import { guestCountMention, moneyMention } from "@shared/rules/parse-amount";

/**
 * Per-person maths on figures the couple states in the message itself (issue #16, eighth round; decision
 * 064): "we have 30k all in and 150 guests, what's that per person", "is 20k enough for 100 people",
 * "85 a head for our 120 guests — total?", "$95 per plate x 140 guests". The figures said win over the
 * tracker's: the couple is asking about these numbers, not theirs. Pure; nothing is written.
 */

export type StatedFigures =
  /** A total over a guest count: what that is per guest. */
  | { kind: "stated_per_guest"; amount: number; guests: number }
  /** A per-head rate times a guest count: what that comes to. */
  | { kind: "stated_total"; perHead: number; guests: number };

/** A rate: "85 a head", "$95 per plate", "120/person", "$60 pp", "75 each". */
const RATE =
  /\$?(\d{1,5}(?:\.\d{1,2})?)\s*(?:dollars|bucks)?\s*(?:(?:a|per|\/|for each|for every)\s*(?:head|plate|person|guest|pax|cover)\b|pp\b|each\b)/;
/** Words that ask the maths: per person, total, enough, works out. */
const PER_PERSON =
  /\bper[- ]?(guest|head|person|plate|pp)\b|\b(a|each) (head|person|guest)\b|\b(enough|sufficient|doable|realistic|cover|covers|stretch|work out|works out|come to|comes to|come out)\b/;
const TOTAL_ASKED =
  /\b(total|altogether|all in|in all|comes? to|come out|works? out|how much|what's that|whats that|what is that|x|times)\b/;

export function statedFigures(text: string): StatedFigures | undefined {
  const guests = guestCountMention(text.replace(RATE, " "));
  if (!guests) return undefined;
  const rate = RATE.exec(text);
  if (rate) {
    const perHead = Number(rate[1]);
    if (perHead > 0 && TOTAL_ASKED.test(text.replace(rate[0], " ")))
      return { kind: "stated_total", perHead, guests };
    return undefined;
  }
  // A total is a sum said as money (30k, $20,000) or a bare thousands figure (45,000) — not the guest count.
  const bare =
    /\b(\d{1,3}(?:,\d{3})+|\d{4,7})\b(?!\s*(?:guests?|people|ppl|persons|heads|attendees|pax|invitees))/.exec(
      text,
    );
  const said = moneyMention(text)?.amount;
  const amount = said && said !== guests ? said : bare ? Number(bare[1]!.replace(/,/g, "")) : undefined;
  if (!amount || amount < 500 || amount === guests) return undefined;
  return PER_PERSON.test(text) ? { kind: "stated_per_guest", amount, guests } : undefined;
}
