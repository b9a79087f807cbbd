/**
 * Tour times are shown in the venue's local time, labelled with its zone ("Sat, Dec 5 · 10:00 AM EST"),
 * whatever the visitor's own zone is. Formatters are cached per zone.
 */

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat) {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** "2026-12-05": the venue-local calendar day of an instant (used to group times by day). */
export function localDay(iso: string, timeZone: string): string {
  return formatter(
    `day:${timeZone}`,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(new Date(iso));
}

/** "Sat, Dec 5". */
export function formatDayShort(iso: string, timeZone: string): string {
  return formatter(
    `short:${timeZone}`,
    () => new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", month: "short", day: "numeric" }),
  ).format(new Date(iso));
}

/** "Saturday, December 5". */
export function formatDayLong(iso: string, timeZone: string): string {
  return formatter(
    `long:${timeZone}`,
    () => new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric" }),
  ).format(new Date(iso));
}

/** "10:00 AM EST". */
export function formatTime(iso: string, timeZone: string): string {
  return formatter(
    `time:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }),
  ).format(new Date(iso));
}

/** "Sat, Dec 5 · 10:00 AM EST". */
export function formatSlot(iso: string, timeZone: string): string {
  return `${formatDayShort(iso, timeZone)} · ${formatTime(iso, timeZone)}`;
}

/** "Saturday, December 5 · 10:00 AM EST", with the year when it is not this year's. */
export function formatSlotLong(iso: string, timeZone: string, now = new Date()): string {
  const year = formatter(
    `year:${timeZone}`,
    () => new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }),
  );
  const y = year.format(new Date(iso));
  const day = formatDayLong(iso, timeZone);
  return `${y === year.format(now) ? day : `${day}, ${y}`} · ${formatTime(iso, timeZone)}`;
}

/** The zone's short name at that instant ("EST", "CDT"). */
export function zoneLabel(iso: string, timeZone: string): string {
  return formatTime(iso, timeZone).split(" ").at(-1) ?? "";
}

/** A city's name for "Times are in Cleveland time". */
export function zoneCityName(timeZone: string): string {
  return timeZone === "America/Chicago" ? "Central" : timeZone === "America/New_York" ? "Eastern" : timeZone;
}

export type SlotDay<T> = { day: string; label: string; slots: T[] };

/** Slots grouped by venue-local day, in order (input is already sorted by start). */
export function groupByDay<T extends { startsAt: string }>(slots: T[], timeZone: string): SlotDay<T>[] {
  const days: SlotDay<T>[] = [];
  for (const slot of slots) {
    const day = localDay(slot.startsAt, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, label: formatDayShort(slot.startsAt, timeZone), slots: [slot] });
  }
  return days;
}

/** "today" as YYYY-MM-DD in a zone (the earliest date the owner form accepts). */
export function todayIn(timeZone: string, now = new Date()): string {
  return localDay(now.toISOString(), timeZone);
}
