/**
 * A small RFC 5545 (iCalendar) writer for one event: venue tours now, planning calls later.
 * Pure: no I/O, no clock (the caller passes DTSTAMP), no dependency.
 *
 * Rules kept here (each has a unit test in ics.test.ts):
 * - CRLF after every content line (3.1);
 * - TEXT values escape backslash, semicolon, comma and newlines (3.3.11);
 * - lines longer than 75 octets are folded with CRLF + one space, never inside a UTF-8 character (3.1);
 * - DATE-TIME values in UTC form `YYYYMMDDTHHMMSSZ` (3.3.5);
 * - parameter values with `:;,` are quoted, and DQUOTE (not allowed inside) is dropped (3.2);
 * - a PUBLISH carries an ORGANIZER and no ATTENDEE (RFC 5546 3.2.1): it is a copy for the reader's own
 *   calendar, not an invitation; REQUEST and CANCEL carry both (3.2.2, 3.2.5);
 * - the MIME type names the file's METHOD (RFC 5545 8.1 `method` parameter): `calendarContentType`.
 */

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";
export type CalendarStatus = "CONFIRMED" | "CANCELLED" | "TENTATIVE";
export type CalendarPerson = { name?: string; email: string };

export type CalendarEvent = {
  /** Stable per real-world event (e.g. `tour-<bookingId>@<host>`): calendar apps update the event by UID. */
  uid: string;
  /** Bumped on every change (reschedule, cancel) so the newer copy wins. */
  sequence: number;
  method: CalendarMethod;
  status: CalendarStatus;
  start: Date;
  end: Date;
  /** When this copy was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer?: CalendarPerson;
  attendees?: CalendarPerson[];
  /** PRODID; defaults to the product's. */
  productId?: string;
};

export const DEFAULT_PRODUCT_ID = "-//June Weddings//Marketplace//EN";
const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT escaping: `\` → `\\`, `;` → `\;`, `,` → `\,`, any newline → `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value (e.g. CN): quoted when it holds `:;,`; DQUOTE and control characters dropped. */
export function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, "");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** `YYYYMMDDTHHMMSSZ` in UTC (milliseconds dropped). */
export function formatUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error("formatUtc: invalid date");
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * Folds one content line so no physical line passes 75 octets (CRLF excluded). Continuation lines start
 * with one space, which counts toward their 75. Splits between characters (code points), never inside one.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const n = octets(char);
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = MAX_OCTETS - 1; // the leading space of the continuation line
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function person(prop: "ORGANIZER" | "ATTENDEE", p: CalendarPerson, extra: string[] = []): string {
  const params = [p.name ? `CN=${paramValue(p.name)}` : "", ...extra].filter(Boolean);
  return `${prop}${params.map((x) => `;${x}`).join("")}:mailto:${p.email}`;
}

/** The whole VCALENDAR text (one VEVENT), CRLF-terminated, ready to attach as `text/calendar`. */
export function buildCalendarEvent(event: CalendarEvent): string {
  if (event.end.getTime() <= event.start.getTime())
    throw new Error("buildCalendarEvent: end must be after start");
  const isCancel = event.method === "CANCEL" || event.status === "CANCELLED";
  // A PUBLISH has no attendees (RFC 5546 3.2.1); scheduling apps would take it for an invitation otherwise.
  const attendees = event.method === "PUBLISH" ? [] : (event.attendees ?? []);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${event.productId ?? DEFAULT_PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : "",
    event.location ? `LOCATION:${escapeText(event.location)}` : "",
    event.url ? `URL:${event.url}` : "",
    event.organizer ? person("ORGANIZER", event.organizer) : "",
    ...attendees.map((a) =>
      person("ATTENDEE", a, ["ROLE=REQ-PARTICIPANT", isCancel ? "" : "PARTSTAT=ACCEPTED", "RSVP=FALSE"]),
    ),
    `STATUS:${event.status}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ].filter(Boolean);
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One all-day entry of a subscribed feed (the timeline's tasks, issue #15). */
export type CalendarDayItem = {
  uid: string;
  /** "YYYY-MM-DD". */
  date: string;
  summary: string;
  description?: string;
  /** Bumped when the item changes. */
  sequence: number;
};

const dateValue = (day: string) => day.replace(/-/g, "");
const nextDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

/**
 * A subscribable VCALENDAR (METHOD:PUBLISH) of all-day VEVENTs: DTSTART;VALUE=DATE and DTEND the next day
 * (RFC 5545 3.6.1: the end date is exclusive). Same escaping and folding as one event.
 */
export function buildCalendarFeed(feed: {
  name: string;
  stamp: Date;
  items: readonly CalendarDayItem[];
  productId?: string;
}): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${feed.productId ?? DEFAULT_PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...feed.items.flatMap((item) => [
      "BEGIN:VEVENT",
      `UID:${item.uid}`,
      `SEQUENCE:${Math.max(0, Math.trunc(item.sequence))}`,
      `DTSTAMP:${formatUtc(feed.stamp)}`,
      `DTSTART;VALUE=DATE:${dateValue(item.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(item.date))}`,
      `SUMMARY:${escapeText(item.summary)}`,
      item.description ? `DESCRIPTION:${escapeText(item.description)}` : "",
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ].filter(Boolean);
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The `Content-Type` of a calendar file, its `method` parameter read from the file's own METHOD line, so
 * the header and the file can never disagree (RFC 5545 8.1; RFC 6047 2.4 for mail attachments).
 */
export function calendarContentType(ics: string): string {
  const method = /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1];
  return `text/calendar; charset=utf-8${method ? `; method=${method}` : ""}`;
}
