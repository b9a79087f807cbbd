const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole dollars, as couples talk about a wedding budget: $35,000. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
