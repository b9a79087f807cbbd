import { SERVED } from "../coverage";
import { normalize } from "../entities";
import { writeAmount } from "../write-scoring";
import { bareAmount, bareCount, dayOfMonth } from "../correction";
import { countUpdate } from "../count-update";
import { refusedGuestCount, requestedGuestCount } from "../guest-count-change";
import { lineValue, MONEY_WORDS } from "../line-value";
import { totalWrite } from "../total-write";
import { zeroedLine } from "../zero-line";
import { dateShift, impossibleDate, shiftedDate } from "../date-change";
import { applyChange, relativeChange, type MoneyChange } from "../money-change";
import { matchBudgetCategory } from "@shared/rules/budget-category-match";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import { negativeMention } from "@shared/rules/parse-amount";
import { centsLabel, proposalQuestion } from "@shared/rules/june-changes";
import { list, plain } from "../format";
import type { FoundListing } from "../listing-lookup";
import { today, type AnswerContext } from "./context";

/**
 * Write requests (issue #16): June calls the write tool, which only proposes; the proposal is shown under
 * her reply and nothing changes until the couple confirms it there (the same step as saving a venue).
 * Every figure in the reply comes from the proposal the tool computed, so what she says is what is written.
 */

/** The proposal's question in the shared wording (the card and the later "Done —" reply use the same). */
const ask = (q: string) =>
  `${q.replace(/ Please confirm below\.$/, "")} Please confirm below — nothing changes until you do.`;

const unavailable = (what: string) =>
  `I can't ${what} from the chat right now — you can do it on the page itself.`;

/** "by 10%" / "by $3,000" as the couple reads it. */
const changeLabel = (c: MoneyChange) =>
  c.label !== undefined
    ? c.label
    : c.percent !== undefined
      ? `${c.percent}%`
      : centsLabel(Math.round(c.amount! * 100));

/**
 * The amount a budget write asks for: a new value ("set it to 40k"), or a change applied to `current`
 * ("raise it by 3,000"; decision 049). A correction's bare number ("hmm, 42,000 then") is its new value.
 */
function requestedAmount(
  ctx: AnswerContext,
  current: number | undefined,
): { amount?: number; change?: MoneyChange } {
  const text = normalize(ctx.text);
  const u = ctx.understanding;
  const change = relativeChange(text);
  if (change) {
    const amount = current === undefined ? undefined : applyChange(current, change);
    return amount === undefined ? { change } : { amount, change };
  }
  const amount = writeAmount(text, u.entities);
  if (amount !== undefined) return { amount };
  const proposed = u.correction && "amount" in u.correction ? u.correction.amount : undefined;
  return proposed !== undefined ? { amount: bareAmount(text, proposed) } : {};
}

/**
 * A negative or zero amount asked for a budget or a line (fourth round): refused plainly, with the question
 * for the value — never proposed with its sign dropped ("-5000" is not $5,000). Undefined when the amount
 * can be proposed.
 */
function refusedAmount(text: string, amount: number | undefined, example: string): string | undefined {
  if (negativeMention(text) !== undefined)
    return `A budget can't be negative. What amount should it be? For example “${example}”.`;
  if (amount !== undefined && amount <= 0)
    return `A budget can't be $0. What amount should it be? For example “${example}” — a line you don't need can be deleted on the budget page.`;
  return undefined;
}

const TOTAL_EXAMPLE = "set our budget to $40,000";
const LINE_EXAMPLE = "put $3,000 toward flowers";

export async function setBudgetAnswer(ctx: AnswerContext): Promise<string> {
  const negative = refusedAmount(ctx.text, undefined, TOTAL_EXAMPLE);
  if (negative) return negative;
  const relative = relativeChange(normalize(ctx.text));
  const proposed =
    ctx.understanding.correction?.kind === "set_total_budget" ? ctx.understanding.correction : undefined;
  // A change "by" something applies to what June just proposed, else to the total as it is now.
  const current = relative
    ? (proposed?.amount ?? (await ctx.tools.call("budget_summary", {}))?.totalBudget)
    : undefined;
  // "Our total is 45k now, put that in", "budget's gone up to 49k" (decision 063), else the write's amount.
  const stated = relative ? undefined : totalWrite(normalize(ctx.text));
  const { amount, change } =
    stated !== undefined ? { amount: stated, change: undefined } : requestedAmount(ctx, current || undefined);
  if (change && amount === undefined)
    return current
      ? `That would take your total budget below $0 — it's ${centsLabel(Math.round(current * 100))} now. What should it be?`
      : `You haven't set a total budget yet, so there's nothing to change by ${changeLabel(change)}. What should your total be? For example “set our budget to $40,000”.`;
  if (amount === undefined)
    return "What should your new total budget be? For example “set our budget to $40,000”.";
  const zero = refusedAmount(ctx.text, amount, TOTAL_EXAMPLE);
  if (zero) return zero;
  const out = await ctx.tools.call("set_total_budget", { amountUsd: amount });
  if (!out) return unavailable("change your budget");
  if ("error" in out) return `I couldn't propose that: ${plain(out.error)}`;
  ctx.tools.propose(out.action);
  // "Set the budget to 36k and tell me per guest": the per guest at the new total, beside the proposal (064).
  if (/\bper[- ]?(guest|head|person|plate)\b|\ba head\b/.test(normalize(ctx.text))) {
    const guests = (await ctx.tools.profile())?.guestCount;
    const perGuest = guests
      ? ` At ${centsLabel(Math.round(amount * 100))} that's about **${centsLabel(Math.round((amount / guests) * 100))} per guest** for your ${guests} guests.`
      : " Tell me your guest count and I'll work out the per guest.";
    return `${ask(proposalQuestion(out.action))}${perGuest}`;
  }
  return ask(proposalQuestion(out.action));
}

/** The category as the couple said it: "toward flowers", "for the photographer", "venue to 15k". */
export function categoryWord(text: string): string | undefined {
  // Amounts and money words go first: "change photography to 4500 bucks" names no line "bucks" (063).
  const cleaned = text
    .replace(/\$?\d[\d,.]*\s*(?:k|thousand|grand|dollars|usd|bucks)?/gi, " ")
    .replace(MONEY_WORDS, " ");
  // The last "toward/to/for/on X" before the end of a clause: "we want to spend $3,000 on the DJ" → "DJ".
  const all = [
    ...cleaned.matchAll(
      /\b(?:toward|towards|to|for|on|into)\s+(?:the\s+|our\s+|my\s+)?([a-z][a-z&']*(?:\s+[a-z&']+){0,2}?)(?=\s*(?:budget|category|line|fund|allocation)?\s*(?:[.?!,]|$|\bplease\b|\binstead\b|\bnow\b))/gi,
    ),
  ];
  const word = all.at(-1)?.[1]?.trim();
  if (word && !/^(budget|total|it|that|us|me|them)$/i.test(word)) return word;
  const lead =
    /\b(?:set|change|make|raise|lower|increase|update|bump|move|adjust|cut|reduce|decrease|up)\s+(?:the\s+|our\s+|my\s+)?([a-z][a-z&' ]{1,30}?)\s+(?:budget\s+|allocation\s+)?(?:to|at)\b/i.exec(
      cleaned,
    );
  const w2 = lead?.[1]?.trim();
  if (w2 && !/^(budget|total|it|that)$/i.test(w2)) return w2;
  // "make the photography budget 4,500 dollars": the words between the verb and the amount.
  const bare = /\b(?:set|make)\s+(?:the\s+|our\s+|my\s+)?([a-z][a-z&' ]{1,30}?)\s*[.!?]*$/i.exec(cleaned);
  const w3 = bare?.[1]?.trim();
  return w3 && !/^(budget|total|it|that|the)$/i.test(w3) ? w3 : undefined;
}

/** The category a relative change names: "cut flowers by $500", "bump catering up 10%", "take $750 off the venue". */
export function changedCategory(text: string): string | undefined {
  const cleaned = text.replace(/\$?\d[\d,.]*\s*(?:k|thousand|grand|dollars|usd|%|percent)?/gi, " ");
  const off =
    /\b(?:off|from|out of)\s+(?:the\s+|our\s+|my\s+)?([a-z][a-z&']*(?:\s+[a-z&']+)?)\s*(?:budget|category|allocation)?\s*(?:[.?!,]|$|\bplease\b)/i.exec(
      cleaned,
    );
  if (off && !/^(budget|total|it|that)$/i.test(off[1]!.trim())) return off[1]!.trim();
  const verb =
    /\b(?:raise|increase|bump|boost|lift|grow|up|lower|decrease|cut|reduce|trim|slash|shave|knock|give|top up)\s+(?:the\s+|our\s+|my\s+)?([a-z][a-z&']*(?:\s+(?!(?:by|up|down|an?|another|extra)\b)[a-z&']+)?)\s+(?:budget\s+|allocation\s+)?(?:by|up|down|an?|another|extra)\b/i.exec(
      cleaned,
    );
  const w = verb?.[1]?.trim();
  if (w && !/^(budget|total|it|that|overall budget)$/i.test(w)) return w;
  // "double the photography budget", "cut the flowers budget in half", "halve catering" (fourth round).
  const scaled =
    /\b(?:double|triple|quadruple|halve|cut|slash|reduce|trim|lower|raise|increase)\s+(?:the\s+|our\s+|my\s+)?([a-z][a-z&']*(?:\s+(?!(?:in|by|budget|line|please)\b)[a-z&']+)?)\s*(?:budget|line|category|allocation)?\s*(?:(?:in|by)\s+(?:half|a\s+\w+))?\s*(?:[.?!,]|$|\bplease\b)/i.exec(
      cleaned,
    );
  const w2 = scaled?.[1]?.trim();
  return w2 && !/^(budget|total|it|that|overall budget|overall|whole budget)$/i.test(w2) ? w2 : undefined;
}

/**
 * Words around a write that name nothing: "pls", "thx", "actually", "wait" (sixth round) — taken out before the
 * category is read, so "bump the florist to 3k pls" is the florist's line, not a line called "please".
 */
const FILLERS =
  /\b(please|pls|plz|thanks|thank you|thx|ty|actually|wait|oh|oops|hmm+|lol|ok|okay|instead|then|real quick)\b/gi;

export async function setCategoryAnswer(ctx: AnswerContext): Promise<string> {
  const u = ctx.understanding;
  const proposed = u.correction?.kind === "set_category_allocation" ? u.correction : undefined;
  const withoutBudget = ctx.text.replace(/\bbudget\b/gi, " ").replace(FILLERS, " ");
  // "Zero out the music line", "skipping flowers entirely": that line at $0 (sixth round).
  const zeroed = zeroedLine(normalize(ctx.text));
  // "The catering line should be 9k not 8.5": the line and the amount meant (decision 063).
  const said = lineValue(normalize(ctx.text));
  const category =
    (zeroed && zeroed !== "that" ? zeroed : undefined) ??
    said?.category ??
    categoryWord(withoutBudget) ??
    changedCategory(withoutBudget) ??
    proposed?.category;
  const negative = refusedAmount(ctx.text, undefined, LINE_EXAMPLE);
  if (negative) return negative;
  const relative = relativeChange(normalize(ctx.text));
  let current = proposed?.amount;
  if (relative && current === undefined && category) {
    // The category's allocation now, matched the way the tool matches it (the same names, the same rule).
    const budget = await ctx.tools.call("budget_summary", {});
    const items = Object.entries(budget?.allocated ?? {}).map(([name, allocated]) => ({ name, allocated }));
    const match = matchBudgetCategory(category, items);
    if (match.kind === "one") current = match.item.allocated;
  }
  const { amount, change } = zeroed
    ? { amount: 0, change: undefined }
    : said
      ? { amount: said.amount, change: undefined }
      : requestedAmount(ctx, current);
  if (!category || (amount === undefined && !change))
    return "Which category, and how much? For example “put $3,000 toward flowers”.";
  // A line may go to $0 (a thing the couple is skipping); only the total may not.
  if (amount === undefined)
    return current === undefined
      ? `Which of your budget categories should change by ${changeLabel(change!)}? Tell me its name, e.g. “raise flowers by $500”.`
      : `That would take ${plain(category)} below $0 — it has ${centsLabel(Math.round(current * 100))} now. What should it be?`;
  // "Set catering to 20 million dollars": refused with the bound before anything is proposed (ninth round).
  if (Math.round(amount * 100) > BUDGET_LIMITS.maxCents)
    return `${centsLabel(Math.round(amount * 100))} is more than any wedding budget line — the most I can record is ${centsLabel(BUDGET_LIMITS.maxCents)}. Nothing is proposed; did you mean a smaller number?`;
  const out = await ctx.tools.call("set_category_allocation", {
    category: category.slice(0, 60),
    amountUsd: amount,
  });
  if (!out) return unavailable("change a category");
  if ("error" in out) {
    if (out.categories?.length)
      return `You don't have a budget category called “${plain(category)}”. Your categories are ${list(out.categories.map(plain))} — which one should get ${centsLabel(Math.round(amount * 100))}?`;
    return `I couldn't propose that: ${plain(out.error)}`;
  }
  ctx.tools.propose(out.action);
  return ask(proposalQuestion({ ...out.action, categoryName: plain(out.action.categoryName) }));
}

/** A date the couple said, as YYYY-MM-DD: a day without a year is the next one to come. */
export function fullDate(said: string, now = today()): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(said)) return said;
  const m = /^--(\d{2})-(\d{2})$/.exec(said);
  if (!m) return undefined;
  const year = Number(now.slice(0, 4));
  const candidate = `${year}-${m[1]}-${m[2]}`;
  return candidate > now ? candidate : `${year + 1}-${m[1]}-${m[2]}`;
}

type ProfileInput = { weddingDate?: string; city?: string; guestCount?: number };

/**
 * A correction of the profile change June just proposed: the same field, the new value ("actually 150",
 * "the 14th of June instead" — a day without a year keeps the proposed date's year while it is ahead).
 */
function correctedProfile(ctx: AnswerContext): ProfileInput | undefined {
  const c = ctx.understanding.correction;
  if (c?.kind !== "update_profile") return undefined;
  const e = ctx.understanding.entities;
  if (c.field === "guestCount") {
    const n = e.guests ?? bareCount(normalize(ctx.text));
    return n === undefined ? undefined : { guestCount: n };
  }
  if (c.field === "weddingDate") {
    // "I meant the 14th": that day of the proposed month (decision 060).
    const day = dayOfMonth(normalize(ctx.text));
    const said =
      e.date ?? (day !== undefined ? `--${c.value.slice(5, 7)}-${String(day).padStart(2, "0")}` : undefined);
    if (!said) return undefined;
    const sameYear = /^--\d{2}-\d{2}$/.test(said) ? `${c.value.slice(0, 4)}${said.slice(1)}` : undefined;
    const date = sameYear && sameYear > today() ? sameYear : fullDate(said);
    return date ? { weddingDate: date } : undefined;
  }
  return e.city ? { city: e.city } : undefined;
}

export async function updateProfileAnswer(ctx: AnswerContext): Promise<string> {
  const e = ctx.understanding.entities;
  const text = ctx.text.toLowerCase();
  // A negative, zero or absurd guest count is refused plainly, never proposed with its sign dropped (060).
  const c = ctx.understanding.correction;
  const bare = c?.kind === "update_profile" && c.field === "guestCount";
  // "We cut 20 people, update our headcount": the profile's count changed by that many (decision 064).
  // The other fields said beside it are still read ("update our count to 95 and switch the city to columbus").
  const update = countUpdate(normalize(ctx.text));
  let countAsked: number | undefined;
  if (update && "delta" in update) {
    const now = (await ctx.tools.profile())?.guestCount;
    if (!now)
      return `You don't have a guest count on your profile yet, so there's nothing to change by ${Math.abs(update.delta)}. How many guests are you expecting now?`;
    countAsked = now + update.delta;
  } else if (update) countAsked = update.count;
  const refused = refusedGuestCount(countAsked ?? requestedGuestCount(text, { bare }));
  if (refused) return refused;
  const corrected = countAsked === undefined ? correctedProfile(ctx) : undefined;
  const input: ProfileInput = corrected ?? {};
  if (corrected) return proposeProfile(ctx, input);
  // "February 30" is no day at all: said plainly, never proposed as some other day (sixth round).
  const impossible = impossibleDate(text);
  if (impossible)
    return `${impossible.month} has only ${impossible.days} days, so ${impossible.said} isn't a real date. Which day did you mean? For example “move our wedding to ${impossible.month.replace(/^(\w+)/, "$1 " + impossible.days)}”.`;
  // "Push it back a week", "move the wedding up two days": the date they have, shifted (sixth round).
  const shift = e.date ? undefined : dateShift(text);
  if (shift) {
    const current = (await ctx.tools.profile())?.weddingDate;
    if (!current)
      return `You haven't set a wedding date yet, so there's nothing to move ${shift.label}. What's the date? For example “our wedding is on June 12, 2027”.`;
    input.weddingDate = shiftedDate(current, shift);
  }
  if (e.date && /\b(date|wedding|married|big day|ceremony)\b/.test(text)) {
    const date = fullDate(e.date);
    if (!date) return `Which day should I set? For example “we moved the date to June 12, 2027”.`;
    input.weddingDate = date;
  }
  if (e.outsideCity && !e.city)
    return `June Weddings covers ${SERVED}, so I can't set your city to ${plain(e.outsideCity)}. Your budget, guest list and timeline work anywhere — tell me if you'd like one of our four cities instead.`;
  if (
    e.city &&
    /\b(moving|moved|move|relocat\w*|change|changed|switch\w*|married in|having (it|the wedding) in|wedding (is|will be) in|city)\b/.test(
      text,
    )
  )
    input.city = e.city;
  if (countAsked !== undefined) input.guestCount = countAsked;
  else if (
    e.guests !== undefined &&
    /\b(expecting|inviting|having|guest count|headcount|head count|invite list|guests|people)\b/.test(text)
  )
    input.guestCount = e.guests;
  if (Object.keys(input).length === 0)
    return "What should I change — your wedding date, city or guest count? For example “we're now expecting 150 guests”.";
  return proposeProfile(ctx, input);
}

async function proposeProfile(ctx: AnswerContext, input: ProfileInput): Promise<string> {
  const out = await ctx.tools.call("update_profile", input);
  if (!out) return unavailable("change your profile");
  if ("error" in out) return `I couldn't propose that: ${plain(out.error)}`;
  ctx.tools.propose(out.action);
  return ask(proposalQuestion(out.action));
}

/** The saved venue to remove: a name the couple typed (resolved), a reference, or the words after the verb. */
export async function removeSavedAnswer(ctx: AnswerContext, listings: FoundListing[]): Promise<string> {
  const venue = listings.find((l) => l.kind === "venue");
  const typed =
    /\b(?:remove|delete|unsave|drop|take)\s+(?:the\s+)?(.+?)(?:\s+(?:from|off|out of)\b.*)?[.!?]*$/i
      .exec(ctx.text)?.[1]
      ?.trim();
  const pointer = /^(it|that|that one|this one|them|(the )?(first|second|third|fourth|fifth|last)( one)?)$/i;
  const name = venue?.slug ?? (typed && !pointer.test(typed) ? typed : undefined);
  if (!name)
    return "Which saved venue should I remove? Tell me its name, e.g. “remove Lakeview Glasshouse from our saved venues”.";
  const out = await ctx.tools.call("remove_saved_venue", { venue: name.slice(0, 100) });
  if (!out) return unavailable("remove saved venues");
  if ("error" in out) {
    const saved = await ctx.tools.call("saved_venues", {});
    const names = saved?.venues.map((v) => plain(v.name)) ?? [];
    // "Take the barn one off", "remove the lake place": a saved venue described by a style or a word of its
    // name (decision 064) — the one it fits, or which of those it fits.
    const described = /^(?:the\s+)?([a-z]+)\s+(?:one|place|venue|spot)$/i.exec(name)?.[1]?.toLowerCase();
    if (described && described.length >= 3 && saved) {
      const fits = saved.venues.filter((v) =>
        [...v.styles, ...v.name.toLowerCase().split(/\s+/)].some((w) =>
          w.toLowerCase().startsWith(described),
        ),
      );
      if (fits.length === 1) {
        const one = await ctx.tools.call("remove_saved_venue", { venue: fits[0]!.slug });
        if (one && !("error" in one)) {
          ctx.tools.propose(one.action);
          return ask(proposalQuestion({ ...one.action, venueName: plain(one.action.venueName) }));
        }
      }
      if (fits.length > 1)
        return `Which one should I remove — ${list(
          fits.map((v) => `**${plain(v.name)}**`),
          "or",
        )}?`;
    }
    return `**${plain(venue?.name ?? name)}** isn't in your saved venues${names.length ? ` — you've saved ${list(names)}` : " — you haven't saved any yet"}.`;
  }
  ctx.tools.propose(out.action);
  return ask(proposalQuestion({ ...out.action, venueName: plain(out.action.venueName) }));
}
