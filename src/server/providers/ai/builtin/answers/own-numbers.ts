import { matchBudgetCategory } from "@shared/rules/budget-category-match";
import { centsLabel } from "@shared/rules/june-changes";
import { list, plain } from "../format";
import type { OwnNumberQuestion } from "../own-numbers";
import type { AnswerContext } from "./context";

/**
 * Per-guest spending, a percent of the total or of one line, and a line's share of the total (issue #16,
 * fourth round), computed from the couple's own budget and guest count — both figures said beside the
 * result, so the couple can check it. Never a guide's typical figure; nothing is written.
 */

const money = (n: number) => centsLabel(Math.round(n * 100));
/** 10%, or "37.5% (about 38%)": the figure to one decimal, and the whole percent the budget page shows. */
const percentLabel = (n: number) =>
  Number.isInteger(n) ? `${n}%` : `${Math.round(n * 10) / 10}% (about ${Math.round(n)}%)`;

const NO_BUDGET =
  "You haven't set a total budget yet, so there's nothing to work that out from. Tell me your total (for example “set our budget to forty thousand”) or add it on the budget page, and I'll do the maths.";

export async function ownNumberAnswer(ctx: AnswerContext, q: OwnNumberQuestion): Promise<string> {
  // Figures stated in the message: the maths on them, whatever the tracker holds (decision 064).
  if (q.kind === "stated_per_guest")
    return `**${money(q.amount)}** for **${q.guests} guests** is about **${money(q.amount / q.guests)} per guest** (${money(q.amount)} ÷ ${q.guests}). Nothing is changed — that's just the maths.`;
  if (q.kind === "stated_total")
    return `**${money(q.perHead)} a head** for **${q.guests} guests** comes to **${money(q.perHead * q.guests)}** (${money(q.perHead)} × ${q.guests}). Nothing is changed — that's just the maths.`;
  const budget = await ctx.tools.call("budget_summary", {});
  if (!budget || !(budget.totalBudget > 0)) return NO_BUDGET;
  const total = budget.totalBudget;
  const items = Object.entries(budget.allocated).map(([name, allocated]) => ({ name, allocated }));
  if (q.kind === "lines") {
    // Each line named, matched as the tools match it; one that matches none is said, not dropped.
    // Two words of one line ("hair", "makeup") say it once (ninth round).
    const seen = new Set<string>();
    const said = q.lines.flatMap((word) => {
      const match = matchBudgetCategory(word, items);
      if (match.kind === "one" && seen.has(match.item.name)) return [];
      if (match.kind === "one") seen.add(match.item.name);
      return match.kind === "one"
        ? `**${plain(match.item.name)}**: ${money(match.item.allocated)} (${percentLabel((match.item.allocated / total) * 100)} of your ${money(total)})`
        : `**${plain(word)}**: no line of that name in your budget`;
    });
    return `Here's what your budget has for those:\n\n${said.map((l) => `- ${l}`).join("\n")}`;
  }
  if (q.kind === "unallocated") {
    const lines = items.filter((i) => i.allocated > 0);
    const left = budget.unallocated;
    return left >= 0
      ? `**${money(left)}** of your **${money(total)}** total isn't allocated to any category yet — your ${lines.length === 1 ? "one line holds" : `${lines.length} lines hold`} ${money(budget.allocatedTotal)}.`
      : `Nothing is unallocated — your lines add up to ${money(budget.allocatedTotal)}, **${money(-left)} more** than your ${money(total)} total.`;
  }
  if (
    q.kind === "extreme_line" ||
    q.kind === "allocated_share" ||
    q.kind === "lines_vs_total" ||
    q.kind === "lines_sum"
  )
    return trackerTotalsAnswer(q, { total, items, allocatedTotal: budget.allocatedTotal });
  if (q.kind === "per_guest_at")
    return `With **${q.guests} guests**, your **${money(total)}** total would be about **${money(total / q.guests)} per guest** (${money(total)} ÷ ${q.guests}). Nothing is changed — that's just the maths.`;
  let line: { name: string; allocated: number } | undefined;
  if (q.line) {
    const match = matchBudgetCategory(q.line, items);
    if (match.kind === "one") line = match.item;
    else if (q.kind === "share" || q.kind === "percent_of")
      return `There's no ${plain(q.line)} line in your budget${items.length ? ` — your lines are ${list(items.map((i) => `${plain(i.name)} (${money(i.allocated)})`))}` : ""}. Which one do you mean?`;
  }
  switch (q.kind) {
    case "per_guest": {
      const guests = budget.guestCount ?? (await ctx.tools.profile())?.guestCount ?? null;
      if (!guests)
        return `Your total budget is **${money(total)}**, but I don't have your guest count yet — tell me how many you're expecting and I'll work out the cost per guest.`;
      if (line)
        return `${plain(line.name)} has **${money(line.allocated)}** for **${guests} guests** — about **${money(line.allocated / guests)} per guest**.`;
      return `Your total budget is **${money(total)}** for **${guests} guests** — about **${money(total / guests)} per guest** (${money(total)} ÷ ${guests}).`;
    }
    case "percent_of": {
      const base = line ? line.allocated : total;
      const of = line ? `${plain(line.name)}'s ${money(base)}` : `your ${money(base)} total budget`;
      return `**${q.percent}%** of ${of} is **${money((base * q.percent) / 100)}**.`;
    }
    case "share": {
      if (!line) return `Which budget line do you mean? Yours are ${list(items.map((i) => plain(i.name)))}.`;
      return `${plain(line.name)} has **${money(line.allocated)}** of your **${money(total)}** total — **${percentLabel((line.allocated / total) * 100)}** of your budget.`;
    }
  }
}

/** The tracker as a whole: its biggest or smallest line, the share allocated, the lines against the total. */
function trackerTotalsAnswer(
  q: Extract<
    OwnNumberQuestion,
    { kind: "extreme_line" | "allocated_share" | "lines_vs_total" | "lines_sum" }
  >,
  t: { total: number; items: { name: string; allocated: number }[]; allocatedTotal: number },
): string {
  const lines = t.items.filter((i) => i.allocated > 0);
  if (q.kind === "extreme_line") {
    if (!lines.length)
      return `None of your budget lines has money in it yet — your **${money(t.total)}** total is all unallocated.`;
    const sorted = [...lines].sort((a, b) => b.allocated - a.allocated);
    const pick = q.which === "most" ? sorted[0]! : sorted[sorted.length - 1]!;
    const ties = sorted.filter((i) => i.allocated === pick.allocated);
    const names = list(ties.map((i) => `**${plain(i.name)}**`));
    return `Your ${q.which === "most" ? "biggest" : "smallest"} budget line is ${names} at **${money(pick.allocated)}** — ${percentLabel((pick.allocated / t.total) * 100)} of your ${money(t.total)} total.`;
  }
  if (q.kind === "lines_sum") {
    if (!lines.length)
      return `Your budget lines add up to **$0** so far — none has money in it yet, and your **${money(t.total)}** total is all unallocated.`;
    const gap = t.total - t.allocatedTotal;
    const against =
      gap > 0
        ? `${money(gap)} under your ${money(t.total)} total`
        : gap < 0
          ? `${money(-gap)} over your ${money(t.total)} total`
          : `exactly your ${money(t.total)} total`;
    const each = lines.map((i) => `- ${plain(i.name)}: ${money(i.allocated)}`).join("\n");
    return `All your lines add up to **${money(t.allocatedTotal)}** (${lines.length === 1 ? "one line" : `${lines.length} lines`}) — ${against}:\n\n${each}`;
  }
  if (q.kind === "allocated_share")
    return `You've allocated **${money(t.allocatedTotal)}** of your **${money(t.total)}** total — **${percentLabel((t.allocatedTotal / t.total) * 100)}** — across ${lines.length === 1 ? "one line" : `${lines.length} lines`}${t.allocatedTotal <= t.total ? `, with ${money(t.total - t.allocatedTotal)} still unallocated` : ""}.`;
  const gap = t.allocatedTotal - t.total;
  if (gap > 0)
    return `Yes — your lines add up to **${money(t.allocatedTotal)}**, which is **${money(gap)} more** than your **${money(t.total)}** total. Trim a line or raise the total to close the gap.`;
  return gap === 0
    ? `No — your lines add up to exactly your **${money(t.total)}** total.`
    : `No — your lines add up to **${money(t.allocatedTotal)}**, **${money(-gap)} under** your **${money(t.total)}** total.`;
}
