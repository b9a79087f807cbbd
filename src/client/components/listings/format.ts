const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const count = new Intl.NumberFormat("en-US");

/** Whole dollars, as couples talk about prices: $8,500. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "1 venue", "24 venues", "1,204 venues". */
export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${count.format(n)} ${n === 1 ? singular : plural}`;
}

/**
 * A search's total: "1,000+ venues" when the server counted only that far (a text search matching more,
 * docs/decisions/056), else formatCount's "12 venues".
 */
export function formatTotal(
  page: { total: number; totalIsLowerBound?: boolean },
  singular: string,
  plural = `${singular}s`,
): string {
  return page.totalIsLowerBound
    ? `${count.format(page.total)}+ ${plural}`
    : formatCount(page.total, singular, plural);
}

/** Words for the 1–4 price tiers (relative to the city), read by screen readers instead of "$$". */
export const priceTierWords = ["", "Budget-friendly", "Moderate", "Upscale", "Luxury"] as const;

/** A description split into paragraphs on blank lines (or single newlines). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
