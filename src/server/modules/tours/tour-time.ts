import type { CityId } from "@shared/catalog";

/**
 * Venue-local time for tours. The cities table has no time zone column and the schema is fixed for
 * issue #3, so the zone of each of the four cities lives here: Ohio is Eastern, Nashville Central.
 */
export const cityTimeZones: Record<CityId, string> = {
  cleveland: "America/New_York",
  columbus: "America/New_York",
  cincinnati: "America/New_York",
  nashville: "America/Chicago",
};
const FALLBACK_ZONE = "America/New_York";

export function timeZoneOfCity(cityId: string): string {
  return (cityTimeZones as Record<string, string>)[cityId] ?? FALLBACK_ZONE;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, timeZone: string) {
  const get = (type: string) =>
    Number(
      partsFormatter(timeZone)
        .formatToParts(instant)
        .find((p) => p.type === type)?.value,
    );
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour") % 24,
    minute: get("minute"),
    second: get("second"),
  };
}

/** Offset of the zone at an instant, in ms (wall clock minus UTC; New York in winter: −5 h). */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD` and `HH:MM` of an instant in a zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const w = wallClock(instant, timeZone);
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/**
 * The instant a venue-local date and time names, or null when that wall-clock time does not exist
 * (the skipped hour when clocks spring forward). In the repeated hour of the autumn change the first
 * (daylight) instant is chosen. DST-safe: the offset is read at the candidate instant, then re-checked.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // Two candidates: the offsets just before and just after any change near this wall time.
  const candidates = [
    wall - offsetAt(new Date(wall - 12 * 3600_000), timeZone),
    wall - offsetAt(new Date(wall + 12 * 3600_000), timeZone),
  ].sort((a, b) => a - b);
  for (const c of candidates) {
    const instant = new Date(c);
    const back = localDateTime(instant, timeZone);
    if (back.date === date && back.time === time) return instant;
  }
  return null;
}

/** `YYYY-MM-DD` plus n calendar days (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10);
}

/** "Saturday, December 5, 2026 at 10:00 AM EST", the venue's local time with its zone (for emails). */
export function formatLocalDateTime(instant: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(instant);
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
  return `${date} at ${time}`;
}
