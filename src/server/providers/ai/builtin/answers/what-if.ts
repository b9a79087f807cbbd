import { matchBudgetCategory } from "@shared/rules/budget-category-match";
import { centsLabel } from "@shared/rules/june-changes";
import { localToday } from "@shared/rules/wedding-countdown";
import { longDate, plain, plural, usd } from "../format";
import type { Supposition } from "../hypothetical";
import { applyChange } from "../money-change";
import { CATEGORY_WORD } from "../write-scoring";
import type { AnswerContext } from "./context";
import { categoryWord, changedCategory, fullDate } from "./writes";

/**
 * What-ifs and questions about a proposed value (issue #16, decision 054): the answer is computed with the
 * supposed value from the couple's own data — per-guest cost, what would be unallocated, a category's new
 * amount, a date's weekday and distance — and says plainly that nothing is saved. A what-if from the couple
 * ends with the request that would make it real; a proposed value reminds them the card is still theirs to
 * confirm. Never calls a write tool.
 */

const money = (n: number) => centsLabel(Math.round(n * 100));

function closing(s: Supposition, request: string): string {
  return s.source === "proposal"
    ? "Nothing is saved until you confirm the change above."
    : `That's just a what-if — nothing is saved. Want me to make the change? Say “${request}” and confirm.`;
}

function daysFromToday(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  const [ty, tm, td] = localToday().split("-").map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d) - Date.UTC(ty!, tm! - 1, td)) / 86_400_000);
}

function dateAnswer(s: Extract<Supposition, { kind: "date" }>): string {
  const date = fullDate(s.value);
  if (!date) return "Which day do you mean? For example “what if we moved it to June 12, 2027?”";
  const days = daysFromToday(date);
  const [weekday] = longDate(date).split(",");
  const away =
    days > 0
      ? `${plural(days, "day")} from today — ${plural(Math.floor(days / 7), "week")}${days % 7 ? ` and ${plural(days % 7, "day")}` : ""}, about ${plural(Math.round(days / 30.44), "month")}`
      : days === 0
        ? "today"
        : `${plural(-days, "day")} ago`;
  return `${longDate(date).replace(/^\w+, /, "")} is a **${weekday}**, ${away}. ${closing(s, `move our wedding to ${longDate(date).replace(/^\w+, /, "")}`)}`;
}

async function guestsAnswer(
  ctx: AnswerContext,
  s: Extract<Supposition, { kind: "guests" }>,
  from?: { now: number; delta: number },
): Promise<string> {
  const budget = await ctx.tools.call("budget_summary", {});
  const parts: string[] = [];
  // "120 + 15": the changed count written out, so the couple sees which count it starts from (063).
  const sum = from ? ` (${from.now} ${from.delta > 0 ? "+" : "−"} ${Math.abs(from.delta)})` : "";
  if (budget && budget.totalBudget > 0) {
    const now = from?.now ?? budget.guestCount ?? (await ctx.tools.profile())?.guestCount;
    parts.push(
      `With **${s.value} guests**${sum}, your ${usd(budget.totalBudget)} budget comes to **${money(budget.totalBudget / s.value)} per guest**${now ? ` (${money(budget.totalBudget / now)} for ${now} now)` : ""}.`,
    );
  } else
    parts.push(`With **${s.value} guests**${sum} you'd plan for ${s.value} seats, meals and invitations.`);
  parts.push(closing(s, `we're now expecting ${s.value} guests`));
  return parts.join(" ");
}

/** "If we added 15 more people": the profile's count (else the budget's) changed by that many (063). */
async function guestChangeAnswer(
  ctx: AnswerContext,
  s: Extract<Supposition, { kind: "guest_change" }>,
): Promise<string> {
  const now =
    (await ctx.tools.profile())?.guestCount ?? (await ctx.tools.call("budget_summary", {}))?.guestCount;
  if (!now)
    return `I don't have your guest count yet, so I can't work out ${s.delta > 0 ? "adding" : "cutting"} ${plural(Math.abs(s.delta), "guest")}. How many are you expecting now? For example “we're expecting 120 guests”.`;
  const value = now + s.delta;
  if (value < 1)
    return `That would take your ${now} guests below one — how many would you have? That's just a what-if; nothing is saved.`;
  return guestsAnswer(ctx, { kind: "guests", value, source: s.source }, { now, delta: s.delta });
}

async function totalAnswer(ctx: AnswerContext, s: Extract<Supposition, { kind: "total" }>): Promise<string> {
  const budget = await ctx.tools.call("budget_summary", {});
  const current = budget?.totalBudget ?? 0;
  const total = s.amount ?? (s.change && current > 0 ? applyChange(current, s.change) : undefined);
  if (total === undefined)
    return "You haven't set a total budget yet, so there's nothing to work that out from. What total should I use?";
  // "If mom adds 10k": the sum written out, so the couple sees the gift added, not taken as the total.
  const gift = s.change?.contribution && current > 0 ? s.change.amount : undefined;
  const parts = [
    gift !== undefined
      ? `Your total would be ${money(current)} + ${money(gift)} = **${money(total)}**. With it`
      : `With a total of **${money(total)}**${current > 0 ? ` (it's ${money(current)} now)` : ""}`,
  ];
  if (budget && budget.allocatedTotal > 0) {
    const left = total - budget.allocatedTotal;
    parts[0] +=
      left >= 0
        ? ` and ${money(budget.allocatedTotal)} allocated, **${money(left)}** would be unallocated.`
        : ` your ${money(budget.allocatedTotal)} of allocations would be **${money(-left)} over** it.`;
  } else parts[0] += ".";
  const guests = budget?.guestCount ?? (await ctx.tools.profile())?.guestCount;
  if (guests) parts.push(`That's ${money(total / guests)} per guest for ${guests} guests.`);
  parts.push(closing(s, `set our budget to ${money(total)}`));
  return parts.join(" ");
}

async function categoryAnswer(
  ctx: AnswerContext,
  s: Extract<Supposition, { kind: "category" }>,
): Promise<string> {
  const said = s.category ?? categoryWord(ctx.text.replace(/\bbudget\b/gi, " ")) ?? changedCategory(ctx.text);
  const budget = await ctx.tools.call("budget_summary", {});
  const items = Object.entries(budget?.allocated ?? {}).map(([name, allocated]) => ({ name, allocated }));
  const first = said ? matchBudgetCategory(said, items) : undefined;
  const match = first?.kind === "one" ? first : namedIn(ctx.text, items);
  if (!match || match.kind !== "one")
    return `Which budget category do you mean?${items.length ? ` Yours are ${items.map((i) => plain(i.name)).join(", ")}.` : ""}`;
  const { name, allocated } = match.item;
  const next = s.amount ?? (s.change ? applyChange(allocated, s.change) : undefined);
  if (next === undefined) return `That would take ${plain(name)} below $0 — it has ${money(allocated)} now.`;
  const parts = [`${plain(name)} would be **${money(next)}** (it's ${money(allocated)} now).`];
  if (budget && budget.totalBudget > 0) {
    const left = budget.unallocated - (next - allocated);
    parts.push(
      left >= 0
        ? `${money(left)} of your total would be left unallocated.`
        : `Your categories would add up to ${money(-left)} more than your total.`,
    );
  }
  parts.push(closing(s, `set ${plain(name)} to ${money(next)}`));
  return parts.join(" ");
}

/** The one category a word of the message names ("if we trimmed music by 500"), by the tool's own rule. */
function namedIn<C extends { name: string }>(text: string, items: C[]) {
  const words = text.toLowerCase().match(new RegExp(CATEGORY_WORD.source, "g")) ?? [];
  for (const w of words) {
    const m = matchBudgetCategory(w, items);
    if (m.kind === "one") return m;
  }
  return undefined;
}

export async function whatIfAnswer(ctx: AnswerContext, s: Supposition): Promise<string> {
  switch (s.kind) {
    case "date":
      return dateAnswer(s);
    case "guests":
      return guestsAnswer(ctx, s);
    case "guest_change":
      return guestChangeAnswer(ctx, s);
    case "total":
      return totalAnswer(ctx, s);
    case "category":
      return categoryAnswer(ctx, s);
  }
}
