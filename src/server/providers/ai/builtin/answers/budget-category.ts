import type { VendorCategorySlug } from "@shared/catalog";
import { categoryName, plain, usd } from "../format";
import type { ToolIO } from "../../types";
import type { AnswerContext } from "./context";

/**
 * One budget category asked about (issue #16: "what's our photography budget?", "how much is left for
 * flowers?"): what the couple allocated to it, its share of their total, what is still unallocated, and the
 * guide's typical share for comparison — from budget_summary, never a vendor list.
 */

/** Words a couple's budget categories use for each vendor category (the tracker's names are free text). */
const CATEGORY_KEYS: Record<VendorCategorySlug, string[]> = {
  photographers: ["photography", "photographer", "photo", "photos", "photography & video"],
  videographers: ["videography", "videographer", "video"],
  caterers: ["catering", "caterer", "food", "food & drink"],
  bartenders: ["bar", "bartender", "drinks", "alcohol"],
  florists: ["flowers", "florist", "floral", "florals", "flowers & decor"],
  decorators: ["decor", "decorations", "rentals", "decor & rentals"],
  hairmakeup: ["hair & makeup", "hair and makeup", "beauty", "attire & beauty", "makeup"],
  djband: ["music", "entertainment", "dj", "band", "music & entertainment"],
  weddingplanners: ["planner", "planning", "coordination", "wedding planner"],
  officiants: ["officiant", "ceremony"],
  bakers: ["cake", "cakes", "desserts", "bakery", "cake & desserts"],
  transportation: ["transportation", "transport", "limo"],
};

/** The couple's allocation key for a category, if they have one ("Photography" for photographers). */
export function allocationKey(
  allocated: Record<string, number>,
  slug: VendorCategorySlug,
): string | undefined {
  const keys = CATEGORY_KEYS[slug];
  return Object.keys(allocated).find((k) => {
    const lower = k.toLowerCase().trim();
    return lower === slug || keys.includes(lower) || keys.some((w) => lower.split(/[\s&,/]+/).includes(w));
  });
}

/** A category of the couple's own named in the message ("our venue budget", "what's left for attire"). */
export function namedAllocationKey(allocated: Record<string, number>, text: string): string | undefined {
  const said = text.toLowerCase();
  return Object.keys(allocated).find((k) => {
    const words = k
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 4);
    return words.length > 0 && words.some((w) => new RegExp(`\\b${w}s?\\b`).test(said));
  });
}

/**
 * Words that name a category only when the couple asks about their budget ("what's budgeted for the
 * bar?"): elsewhere "bar" is an open or cash bar, not a vendor search (decision 054).
 */
export function budgetOnlyCategory(text: string): VendorCategorySlug | undefined {
  return /\b(bar|drinks|alcohol|booze)\b/i.test(text) ? "bartenders" : undefined;
}

/** What a couple calls each category's line when they ask about it ("the cake", "the limo"). */
const LINE_NAME: Record<VendorCategorySlug, string> = {
  photographers: "photography",
  videographers: "videography",
  caterers: "catering",
  bartenders: "bar",
  florists: "flowers",
  decorators: "decor",
  hairmakeup: "hair and makeup",
  djband: "music",
  weddingplanners: "planner",
  officiants: "officiant",
  bakers: "cake",
  transportation: "transportation",
};

/** The line a missing category usually sits under, when the couple has it (cake → catering). */
const NEAREST: Record<VendorCategorySlug, string[]> = {
  photographers: ["video"],
  videographers: ["photo"],
  caterers: ["food", "bar"],
  bartenders: ["bar", "drinks", "catering", "food"],
  florists: ["decor"],
  decorators: ["decor", "flowers", "rentals"],
  hairmakeup: ["beauty", "attire", "dress"],
  djband: ["entertainment"],
  weddingplanners: ["planning", "coordination"],
  officiants: ["ceremony"],
  bakers: ["cake", "dessert", "catering", "food"],
  transportation: ["transport", "travel"],
};

type Summary = ToolIO["budget_summary"]["output"];

/**
 * A category the couple has no line for ("how much is set aside for the cake?" with no Cake line; decision
 * 054): said plainly, with the lines they do have and the nearest one, and how to set one — never a list
 * of vendors and never an amount for a line that doesn't exist.
 */
function missingLineAnswer(budget: Summary, slug: VendorCategorySlug): string {
  const thing = LINE_NAME[slug];
  const lines = Object.entries(budget.allocated);
  const nearest = lines.find(([k]) => NEAREST[slug].some((w) => k.toLowerCase().includes(w)));
  const parts = [
    `There's no ${thing} line in your budget, so nothing is set aside for it by name.`,
    `Your lines are ${lines.map(([k, v]) => `${plain(k)} (${usd(v)})`).join(", ")}.`,
  ];
  if (nearest)
    parts.push(
      `The nearest is **${plain(nearest[0])}** (${usd(nearest[1])}) — ${thing} is often paid from it.`,
    );
  parts.push(
    budget.unallocated > 0
      ? `**${usd(budget.unallocated)}** is still unallocated. Want me to put some toward ${nearest ? plain(nearest[0]) : "a line"}? Say e.g. “put ${usd(Math.min(budget.unallocated, 500))} toward ${plain((nearest ?? lines[0]!)[0])}”, or add a ${thing} line on [your budget](/planning/budget-tracker).`
      : `Want me to move money between lines? Say e.g. “put $500 toward ${nearest ? plain(nearest[0]) : "catering"}”, or add a ${thing} line on [your budget](/planning/budget-tracker).`,
  );
  return parts.join(" ");
}

export async function categoryBudgetAnswer(
  ctx: AnswerContext,
  slug: VendorCategorySlug | undefined,
): Promise<string | undefined> {
  const budget = await ctx.tools.call("budget_summary", {});
  if (!budget || budget.totalBudget <= 0) return undefined; // the general answer explains how to start
  const key = slug ? allocationKey(budget.allocated, slug) : namedAllocationKey(budget.allocated, ctx.text);
  if (!slug && !key) return undefined;
  // The couple's own category name in a sentence ("photography"), else ours ("DJs and bands").
  const name = key ? key.toLowerCase() : categoryName(slug);
  const total = budget.totalBudget;
  const parts: string[] = [];
  if (key) {
    const amount = budget.allocated[key]!;
    parts.push(
      `You've set aside **${usd(amount)}** for ${name} — ${Math.round((amount / total) * 100)}% of your ${usd(total)} total.`,
    );
    const guests = budget.guestCount ?? (await ctx.tools.profile())?.guestCount ?? null;
    if (guests) parts.push(`That's about ${usd(amount / guests)} per guest for ${guests} guests.`);
  } else if (Object.keys(budget.allocated).length > 0) {
    return missingLineAnswer(budget, slug!);
  } else {
    parts.push(
      `You haven't set an amount for ${name} yet. Your total is **${usd(total)}**${budget.allocatedTotal > 0 ? ` and ${usd(budget.allocatedTotal)} of it is allocated` : ""}.`,
    );
  }
  parts.push(
    budget.unallocated >= 0
      ? `**${usd(budget.unallocated)}** of your total is still unallocated.`
      : `Your categories add up to **${usd(-budget.unallocated)} more than your total**.`,
  );
  parts.push(
    key
      ? `To change it, say e.g. “put ${usd(Math.round((budget.allocated[key]! * 1.1) / 100) * 100)} toward ${name}” — you confirm before anything changes.`
      : `Say e.g. “put $3,000 toward ${name}” and I'll set it once you confirm.`,
  );
  return parts.join(" ");
}
