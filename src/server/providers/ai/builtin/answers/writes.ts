import { SERVED } from "../coverage";
import { normalize } from "../entities";
import { writeAmount } from "../intents";
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

export async function setBudgetAnswer(ctx: AnswerContext): Promise<string> {
  const amount = writeAmount(normalize(ctx.text), ctx.understanding.entities);
  const money = amount === undefined ? undefined : { amount };
  if (!money) return "What should your new total budget be? For example “set our budget to $40,000”.";
  const out = await ctx.tools.call("set_total_budget", { amountUsd: money.amount });
  if (!out) return unavailable("change your budget");
  if ("error" in out) return `I couldn't propose that: ${plain(out.error)}`;
  ctx.tools.propose(out.action);
  return ask(proposalQuestion(out.action));
}

/** The category as the couple said it: "toward flowers", "for the photographer", "venue to 15k". */
export function categoryWord(text: string): string | undefined {
  const cleaned = text.replace(/\$?\d[\d,.]*\s*(?:k|thousand|grand|dollars|usd)?/gi, " ");
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
  return w2 && !/^(budget|total|it|that)$/i.test(w2) ? w2 : undefined;
}

export async function setCategoryAnswer(ctx: AnswerContext): Promise<string> {
  const amount = writeAmount(normalize(ctx.text), ctx.understanding.entities);
  const money = amount === undefined ? undefined : { amount };
  const category = categoryWord(ctx.text.replace(/\bbudget\b/gi, " "));
  if (!money || !category) return "Which category, and how much? For example “put $3,000 toward flowers”.";
  const out = await ctx.tools.call("set_category_allocation", {
    category: category.slice(0, 60),
    amountUsd: money.amount,
  });
  if (!out) return unavailable("change a category");
  if ("error" in out) {
    if (out.categories?.length)
      return `You don't have a budget category called “${plain(category)}”. Your categories are ${list(out.categories.map(plain))} — which one should get ${centsLabel(Math.round(money.amount * 100))}?`;
    return `I couldn't propose that: ${plain(out.error)}`;
  }
  ctx.tools.propose(out.action);
  return ask(proposalQuestion({ ...out.action, categoryName: plain(out.action.categoryName) }));
}

/** A date the couple said, as YYYY-MM-DD: a day without a year is the next one to come. */
function fullDate(said: string, now = today()): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(said)) return said;
  const m = /^--(\d{2})-(\d{2})$/.exec(said);
  if (!m) return undefined;
  const year = Number(now.slice(0, 4));
  const candidate = `${year}-${m[1]}-${m[2]}`;
  return candidate > now ? candidate : `${year + 1}-${m[1]}-${m[2]}`;
}

export async function updateProfileAnswer(ctx: AnswerContext): Promise<string> {
  const e = ctx.understanding.entities;
  const text = ctx.text.toLowerCase();
  const input: { weddingDate?: string; city?: string; guestCount?: number } = {};
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
  if (
    e.guests !== undefined &&
    /\b(expecting|inviting|having|guest count|headcount|head count|invite list|guests|people)\b/.test(text)
  )
    input.guestCount = e.guests;
  if (Object.keys(input).length === 0)
    return "What should I change — your wedding date, city or guest count? For example “we're now expecting 150 guests”.";
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
    return `**${plain(venue?.name ?? name)}** isn't in your saved venues${names.length ? ` — you've saved ${list(names)}` : " — you haven't saved any yet"}.`;
  }
  ctx.tools.propose(out.action);
  return ask(proposalQuestion({ ...out.action, venueName: plain(out.action.venueName) }));
}
