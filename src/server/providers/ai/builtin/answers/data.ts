import type { VendorCategorySlug } from "@shared/catalog";
import { longDate } from "@shared/rules/budget-math";
import { plural, usd } from "../format";
import type { ToolIO } from "../../types";
import type { AnswerContext } from "./context";
import { passagesById, quote } from "./knowledge";
import { budgetOnlyCategory, categoryBudgetAnswer } from "./budget-category";

/** Budget answers, from budget_summary and the budgeting guide (guest answers: guests.ts). */

const SPLIT_ID = "budgeting-basics:typical-budget-split-by-category";
const PER_GUEST_ID = "budgeting-basics:cost-per-guest";
const SETTING_ID = "budgeting-basics:setting-your-total-budget";

/** Which line of the guide's typical split a vendor category falls under. */
const SPLIT_LINE: Record<VendorCategorySlug, string> = {
  photographers: "Photography & video",
  videographers: "Photography & video",
  caterers: "Venue & catering",
  bartenders: "Venue & catering",
  florists: "Flowers & decor",
  decorators: "Flowers & decor",
  hairmakeup: "Attire & beauty",
  djband: "Music & entertainment",
  weddingplanners: "Planner & coordination",
  officiants: "Officiant, favors & gifts",
  bakers: "Cake & desserts",
  transportation: "Transportation",
};

export type SplitLine = { label: string; percent: number };

/** The guide's "- Label: NN%" lines. */
export function parseSplit(body: string): SplitLine[] {
  return [...body.matchAll(/^- (.+): (\d+)%$/gm)].map((m) => ({ label: m[1]!, percent: Number(m[2]) }));
}

/** "about $250 per guest … between $150 and $350 per guest" → figures from the guide. */
export function parsePerGuest(body: string): { typical: number; low?: number; high?: number } | undefined {
  const typical = /about \$(\d[\d,]*) per guest/.exec(body);
  if (!typical) return undefined;
  const range = /between \$(\d[\d,]*) and \$(\d[\d,]*) per guest/.exec(body);
  const n = (s: string) => Number(s.replace(/,/g, ""));
  return {
    typical: n(typical[1]!),
    low: range ? n(range[1]!) : undefined,
    high: range ? n(range[2]!) : undefined,
  };
}

const round = (n: number, to = 50) => Math.round(n / to) * to;

/** Dollars to the cent where there are cents ("$500.50"), whole otherwise ("$2,000"). */
const usdExact = (n: number) =>
  Number.isInteger(n)
    ? usd(n)
    : `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Tracker = NonNullable<ToolIO["budget_summary"]["output"]["tracker"]>;

/** What the budget tracker says (issue #14): committed, paid, still to pay, and what is due soon. */
export function trackerLines(tracker: Tracker): string[] {
  const parts = [
    `In your budget tracker, **${usdExact(tracker.committed)}** is committed so far: you've paid **${usdExact(tracker.paid)}** and **${usdExact(tracker.due)}** is still to pay.`,
  ];
  if (tracker.dueSoon.length > 0)
    parts.push(
      `**Due soon:**\n${tracker.dueSoon
        .map(
          (d) =>
            `- ${d.label} for ${d.item} (${d.category}): ${usdExact(d.amount)} ${d.overdue ? `was due on ${longDate(d.dueOn)} — overdue` : `on ${longDate(d.dueOn)}`}`,
        )
        .join("\n")}`,
    );
  return parts;
}

export async function budgetAnswer(ctx: AnswerContext): Promise<string> {
  const [budget, profile] = await Promise.all([ctx.tools.call("budget_summary", {}), ctx.tools.profile()]);
  const [split, perGuest, setting] = await passagesById(ctx, [SPLIT_ID, PER_GUEST_ID, SETTING_ID]);
  const lines = split ? parseSplit(split.body) : [];
  const guestCount = budget?.guestCount ?? profile?.guestCount ?? null;
  const focus = ctx.understanding.entities.category ?? budgetOnlyCategory(ctx.text);
  const focusLine = focus ? lines.find((l) => l.label === SPLIT_LINE[focus]) : undefined;
  const parts: string[] = [];

  // One category asked about (issue #16): its own figures and the typical share, not the whole breakdown.
  const own =
    budget && budget.totalBudget > 0 && !/\b(total|overall|whole|all)\b/i.test(ctx.text)
      ? await categoryBudgetAnswer(ctx, focus)
      : undefined;
  if (budget && own) {
    const total = budget.totalBudget;
    return [
      own,
      focusLine
        ? `A typical split puts **${focusLine.percent}%** on ${focusLine.label.toLowerCase()} — about **${usd(round((total * focusLine.percent) / 100))}** of your ${usd(total)}.`
        : undefined,
    ]
      .filter(Boolean)
      .join("\n\n");
  }

  if (budget && budget.totalBudget > 0) {
    const total = budget.totalBudget;
    const pct = (n: number) => `${Math.round((n / total) * 100)}%`;
    const allocations = Object.entries(budget.allocated)
      .filter(([, v]) => v > 0)
      .sort((a, b) => b[1] - a[1]);
    parts.push(
      budget.allocatedTotal > 0
        ? `Your total budget is **${usd(total)}**. You've allocated **${usd(budget.allocatedTotal)}** (${pct(budget.allocatedTotal)}) across ${plural(allocations.length, "category", "categories")}, ${budget.unallocated >= 0 ? `leaving **${usd(budget.unallocated)}** unallocated` : `which is **${usd(-budget.unallocated)} more than your total**`}.`
        : `Your total budget is **${usd(total)}**, and none of it is allocated to categories yet.`,
    );
    if (budget.tracker) parts.push(...trackerLines(budget.tracker));
    if (allocations.length > 0) {
      parts.push(
        `**Where it goes:**\n${allocations.map(([k, v]) => `- ${k[0]!.toUpperCase()}${k.slice(1)}: ${usd(v)} (${pct(v)})`).join("\n")}`,
      );
    }
    if (budget.unallocated < 0)
      parts.push("You're over-allocated: trim a category or raise the total so the plan adds up.");
    if (guestCount)
      parts.push(`That's about **${usd(total / guestCount)} per guest** for ${guestCount} guests.`);
    if (focusLine) {
      parts.push(
        `A typical split puts **${focusLine.percent}%** on ${focusLine.label.toLowerCase()} — about **${usd(round((total * focusLine.percent) / 100))}** of your ${usd(total)}.`,
      );
    } else if (allocations.length === 0 && lines.length > 0) {
      parts.push(
        `To start, here's the typical split from our **Budgeting basics** guide applied to your ${usd(total)}:\n${lines
          .map((l) => `- ${l.label}: ${l.percent}% ≈ ${usd(round((total * l.percent) / 100))}`)
          .join("\n")}`,
      );
    }
    return parts.join("\n\n");
  }

  // No budget yet: a starting point from the guide, sized to their guest count.
  parts.push("You haven't set a budget yet, so here's a starting point from our **Budgeting basics** guide.");
  const figures = perGuest ? parsePerGuest(perGuest.body) : undefined;
  const estimate = figures && guestCount ? figures.typical * guestCount : undefined;
  if (figures && guestCount && estimate) {
    const range =
      figures.low && figures.high
        ? ` (most couples land between ${usd(figures.low * guestCount)} and ${usd(figures.high * guestCount)})`
        : "";
    parts.push(
      `For **${guestCount} guests**, a common planning figure of about ${usd(figures.typical)} per guest gives roughly **${usd(estimate)}** all-in${range}.`,
    );
  } else if (!guestCount) {
    parts.push("Tell me your guest count (or add it to your profile) and I'll size this to your wedding.");
  }
  if (focusLine) {
    parts.push(
      `A typical split puts **${focusLine.percent}%** on ${focusLine.label.toLowerCase()}${estimate ? ` — about **${usd(round((estimate * focusLine.percent) / 100))}** of ${usd(estimate)}` : ""}.`,
    );
  } else if (lines.length > 0) {
    parts.push(
      `**Typical split${estimate ? ` of ${usd(estimate)}` : ""}:**\n${lines
        .map(
          (l) =>
            `- ${l.label}: ${l.percent}%${estimate ? ` ≈ ${usd(round((estimate * l.percent) / 100))}` : ""}`,
        )
        .join("\n")}`,
    );
  }
  if (setting)
    parts.push(`**How to set yours:** ${quote(setting, "budget savings contributions contingency")}`);
  return parts.join("\n\n");
}
