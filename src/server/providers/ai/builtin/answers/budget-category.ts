import type { VendorCategorySlug } from "@shared/catalog";
import { categoryName, usd } from "../format";
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
