import { daysUntil } from "@shared/rules/wedding-countdown";

/** Dates and times as a wedding invitation writes them (the couple's local calendar, no time zone games). */

export { formatEventDate, formatLongDate } from "@shared/rules/invitation-dates";

/** "16:30" → "4:30 PM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "297 days to go", "Tomorrow", "Today"; nothing once the day has passed. */
export function countdownText(weddingDate: string, today: string): string | null {
  const days = daysUntil(weddingDate, today);
  if (days < 0) return null;
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  return `${days.toLocaleString("en-US")} days to go`;
}

/** Paragraphs of a text the couple typed: blank lines split them. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
