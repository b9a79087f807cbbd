/** Whole days from `today` to the wedding date (both YYYY-MM-DD, calendar days, no time zone drift). */
export function daysUntil(weddingDate: string, today: string): number {
  const toUtc = (d: string) => {
    const [y, m, day] = d.split("-").map(Number);
    return Date.UTC(y!, m! - 1, day);
  };
  return Math.round((toUtc(weddingDate) - toUtc(today)) / 86_400_000);
}

/** Today's date as YYYY-MM-DD in the viewer's local calendar. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type CountdownMood = "plenty of time" | "getting exciting" | "final stretch";

/** Spec section 9: over 180 days 'plenty of time'; over 90 'getting exciting'; otherwise 'final stretch'. */
export function countdownMood(days: number): CountdownMood {
  if (days > 180) return "plenty of time";
  if (days > 90) return "getting exciting";
  return "final stretch";
}
