import { CATEGORY_WORD } from "./category-word";
import type { Entities } from "./entities";
import { refusedGuestCount, requestedGuestCount } from "./guest-count-change";
import { countUpdate } from "./count-update";
import { dateShift, impossibleDate } from "./date-change";
import { relativeChange } from "./money-change";
import { lineValue } from "./line-value";
import { totalWrite } from "./total-write";
import { zeroedLine } from "./zero-line";

export { CATEGORY_WORD };

/**
 * Which write a message asks for (issue #16, decisions 041 and 049): the total budget, a category's
 * allocation or the profile (date, city, guest count) — a change verb, the thing changed and its value,
 * the value new ("set our budget to 40k") or relative to the current one ("raise the total by 3,000").
 * Split from intents.ts, which calls `scoreWrites` with the other issue #16 rules.
 */

type WriteIntent =
  | "set_budget"
  | "set_category"
  | "update_profile"
  | "guests"
  | "days_left"
  | "find_venues"
  | "find_vendors"
  | "add_guest"
  | "save_venue";

/**
 * The amount of a write request: the money the message names, or a bare number after a write verb
 * ("put 3,000 toward flowers", "set photography to 4500"); never a price ceiling ("under $5k").
 */
export function writeAmount(text: string, entities: Entities): number | undefined {
  if (entities.money) return entities.money.isCeiling ? undefined : entities.money.amount;
  const m =
    /\b(?:put|allocate|allot|assign|earmark|set aside|set|give|move|spend|make|raise|lower|increase|bump|change|update|reserve)\b[^\d]{0,40}?\$?(\d{1,3}(?:,\d{3})+|\d{3,7})(\.\d{1,2})?\s*(k|thousand|grand)?\b/.exec(
      text,
    ) ??
    // "Up the florist to 2800" (eighth round): "up" as the verb, at the start — never "seats up to 300".
    /^(?:(?:please|pls|can you|could you|let's|lets|and|so|ok|okay)[,]?\s+)*(?:up|upped)\s+(?:the|our|my)\s+[a-z&' ]{2,30}?\s+(?:to|by)\s+\$?(\d{1,3}(?:,\d{3})+|\d{3,7})(\.\d{1,2})?\s*(k|thousand|grand)?\b/.exec(
      text,
    );
  if (!m) return undefined;
  // To the cent (decision 064): "set flowers to 2,500.50" keeps its 50 cents.
  const n = Math.round(Number(m[1]!.replace(/,/g, "") + (m[2] ?? "")) * (m[3] ? 1000 : 1) * 100) / 100;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

const LINE_THEN_AMOUNT = new RegExp(
  String.raw`\b(set|make|bump|raise|lower|change|update|put|up)\s+(the |our |my )?${CATEGORY_WORD.source}( budget| line| category)?\s+(to |at )?\$?\d`,
);

const CHANGE_CUE =
  /\b(now|actually|instead|change|changed|changing|update|updated|set|make it|up to|down to|grew|grown|moved|move|moving|new|revised?|switch(ed)?|bump(ed)?|raise|lower|increase|decrease|reduce|cut)\b/;

/**
 * Adds the write intents' scores. `strictFind`: the message asks for a list ("find…"), never a write.
 */
export function scoreWrites(
  text: string,
  entities: Entities,
  strictFind: boolean,
  add: (n: WriteIntent, w: number) => void,
) {
  // "Zero out the music line", "we're skipping flowers entirely": that line to $0 (sixth round).
  if (!strictFind && zeroedLine(text)) {
    add("set_category", 7);
    add("find_vendors", -3);
    add("find_venues", -3);
    add("add_guest", -6);
    return;
  }
  // "The catering line should be 9k not 8.5", "flowers ought to be 3000": that line's new amount (decision 063).
  if (!strictFind && lineValue(text)) {
    add("set_category", 7);
    add("find_vendors", -3);
    add("find_venues", -3);
    add("add_guest", -6);
    return;
  }
  // "Raise the total by 3,000", "knock 2k off our budget", "bump catering up 10%": old ± delta (decision 049).
  const change = strictFind ? undefined : relativeChange(text);
  if (change) {
    const category =
      (entities.category || CATEGORY_WORD.test(text)) && !/\b(total|overall|whole)\b/.test(text);
    if (category) {
      add("set_category", 7);
      add("find_vendors", -3);
      add("find_venues", -3);
      add("add_guest", -6);
      return;
    }
    if (/\b(total|overall|budget)\b/.test(text)) {
      add("set_budget", 7);
      add("add_guest", -6);
      return;
    }
  }
  // "Bump our budget to 45k", "our total is 45k now, can you put that in", "budget's gone up to 49k": the
  // total in everyday verbs (seventh round, decision 063) — above "save that" and a search under "up to".
  if (!strictFind && totalWrite(text) !== undefined) {
    add("set_budget", 7);
    add("save_venue", -6);
    add("add_guest", -6);
  }
  const money = writeAmount(text, entities);
  // Writes: a change verb, the thing changed and its new value.
  if (money !== undefined) {
    const toward =
      /\b(put|allocate|allot|assign|earmark|set aside|set|budget|give|move|spend|change|make|raise|lower|increase|bump|update|reserve|up|upped|ups)\b.{0,60}\b(toward|towards|to|for|on|into)\b/.test(
        text,
      ) ||
      /\b(budget|allocation) (for|on) .{2,30} (to|at|is now|should be)\b/.test(text) ||
      /\b(make|set)\s+(the|our|my)\s+[a-z&' ]{2,30}\s+budget\s+\$?\d/.test(text) ||
      // "make the cake 800", "bump the dj 2k": a category word right after the verb, then the amount.
      LINE_THEN_AMOUNT.test(text);
    const categoryWord = entities.category || CATEGORY_WORD.test(text);
    const totalWord = /\b(total|overall|whole|our|the|my) budget\b|\bbudget\b|\b(our|the|my) total\b/.test(
      text,
    );
    if (toward && categoryWord && !/\b(total|overall|whole) budget\b/.test(text) && !strictFind)
      add("set_category", 6);
    else if (
      totalWord &&
      (/\b(set|change|update|make|raise|lower|increase|bump|cut|reduce|move|adjust|up|down)\b.{0,40}\b(budget|total)\b.{0,20}\b(to|at)\b/.test(
        text,
      ) ||
        /\bbudget (is now|is actually|should be|to|now|has (gone|changed)|went)\b/.test(text) ||
        /\bnew (total )?budget\b/.test(text) ||
        /\b(set|make)\s+(our|the|my)\s+(total |overall )?budget\b(?!\s+(for|on|of|toward|towards)\b)/.test(
          text,
        ) ||
        /\b(decided on|going with|settled on|agreed on|we('ve| have) (got )?|we now have) (a |an )?\$?\d[\d,.]*\s?k? (total )?budget\b/.test(
          text,
        ))
    )
      add("set_budget", 6);
  }
  // "We cut 20 people, update our headcount": a count to record, said relatively or in words (decision 064).
  if (!strictFind && countUpdate(text)) {
    add("update_profile", 7);
    add("guests", -3);
  }
  // "Set the budget", "change our total": a write of the total with no amount — June asks for it (064).
  if (
    !strictFind &&
    money === undefined &&
    /^(please |pls |can you |could you |ok,? |okay,? |let's |lets )*(set|change|update|adjust|edit|modify|raise|lower|increase|decrease|reset)\s+(the|our|my)\s+(total\s+|overall\s+|whole\s+)?(budget|total)\s*(please|pls|for (me|us))?\s*[.!?]*$/.test(
      text,
    )
  )
    add("set_budget", 6);
  // Profile changes: the date, the city or the guest count, with a word that says it changed.
  // "Push it back a week", "move the wedding up two days": the date shifted; "February 30": refused (sixth round).
  const shift = dateShift(text);
  const impossible = impossibleDate(text) !== undefined;
  const changes =
    CHANGE_CUE.test(text) ||
    shift !== undefined ||
    /\b(we're|we are|we'll be) (now )?(expecting|inviting|having|getting married)\b/.test(text);
  if (changes && !strictFind) {
    const dateTalk =
      (entities.date || shift || impossible) && /\b(date|wedding|married|big day|ceremony|it)\b/.test(text);
    // A count the write must refuse (-20, 0, 50,000) is still a guest-count write, so June can say why.
    const refusable = refusedGuestCount(requestedGuestCount(text)) !== undefined;
    const guestTalk =
      (entities.guests !== undefined || refusable) &&
      (/\b(expecting|inviting|having|guest count|headcount|head count|invite list|guests now|people now|planning (for|on))\b/.test(
        text,
      ) ||
        (/\b(change|changed|make it|up to|down to|update|updated)\b/.test(text) &&
          !/\b(venues?|seat|seats|fit|fits|hold|holds)\b/.test(text)));
    const cityTalk =
      (entities.city || entities.outsideCity) &&
      /\b(moving|moved|move|relocat\w*|changed?|switch(ed)?|getting married in|get married in|having (it|the wedding) in|wedding (is|will be) in|city)\b/.test(
        text,
      ) &&
      !/\b(venues?|vendors?|photographers?|florists?)\b/.test(text);
    if (dateTalk || guestTalk || cityTalk) {
      add("update_profile", 5.5);
      add("guests", -3);
      add("days_left", -3);
    }
  }
}
