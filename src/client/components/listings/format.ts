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

/** Words for the 1–4 price tiers (relative to the city), read by screen readers instead of "$$". */
export const priceTierWords = ["", "Budget-friendly", "Moderate", "Upscale", "Luxury"] as const;

/** A description split into paragraphs on blank lines (or single newlines). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
