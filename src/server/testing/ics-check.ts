import ICAL from "ical.js";

/**
 * Reads a served or mailed `.ics` with a maintained parser (ical.js) and checks what RFC 5545/5546 and
 * our own rules ask of it (docs/decisions/046). Throws with the reason; returns the events as a calendar
 * app would read them (text unescaped, lines unfolded), so tests can compare them with what was written.
 */

export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  sequence: number;
  status: string | null;
  /** All-day entries (`VALUE=DATE`). */
  allDay: boolean;
  start: Date;
  end: Date;
  /** `mailto:` addresses. */
  organizer: string | null;
  attendees: string[];
};
export type ParsedCalendar = { method: string | null; events: ParsedEvent[] };

const octets = (s: string) => Buffer.byteLength(s, "utf8");

/** The `method` parameter of a `text/calendar` MIME type, upper-cased; null when it has none. */
export function methodOfContentType(contentType: string): string | null {
  const match = /;\s*method=("?)([A-Za-z-]+)\1/i.exec(contentType);
  return match ? match[2]!.toUpperCase() : null;
}

function fail(why: string): never {
  throw new Error(`.ics: ${why}`);
}

function timeOf(vevent: ICAL.Component, name: string, uid: string): ICAL.Time {
  const prop = vevent.getFirstProperty(name);
  const value = prop?.getFirstValue();
  if (!prop || !(value instanceof ICAL.Time))
    fail(`${name.toUpperCase()} missing or not a date-time in ${uid}`);
  // Floating times (no Z, no TZID) mean "wherever the reader is": never right for a real appointment.
  if (!value.isDate && value.zone !== ICAL.Timezone.utcTimezone && !prop.getParameter("tzid"))
    fail(`${name.toUpperCase()} of ${uid} is floating (neither UTC nor TZID)`);
  return value;
}

/**
 * Parses and checks one calendar file. `contentType` (an HTTP header or a mail part's type) must name
 * the same METHOD as the file, or neither names one.
 */
export function parseCalendar(ics: string, contentType?: string): ParsedCalendar {
  if (/\r(?!\n)|(?<!\r)\n/.test(ics)) fail("every line must end with CRLF");
  if (!ics.endsWith("\r\n")) fail("the file must end with CRLF");
  for (const line of ics.split("\r\n"))
    if (octets(line) > 75) fail(`a line is longer than 75 octets: ${line.slice(0, 40)}…`);

  const root = ICAL.Component.fromString(ics);
  if (root.name !== "vcalendar") fail("not a VCALENDAR");
  if (root.getFirstPropertyValue("version") !== "2.0") fail("VERSION must be 2.0");
  if (!root.getFirstPropertyValue("prodid")) fail("PRODID missing");
  const methodValue = root.getFirstPropertyValue("method");
  const method = typeof methodValue === "string" ? methodValue.toUpperCase() : null;
  if (contentType !== undefined) {
    if (!/^text\/calendar\s*(;|$)/i.test(contentType)) fail(`content type ${contentType}`);
    const declared = methodOfContentType(contentType);
    if (declared !== method) fail(`content type says method=${declared}, the file METHOD:${method}`);
  }

  const events = root.getAllSubcomponents("vevent").map((vevent): ParsedEvent => {
    const uid = String(vevent.getFirstPropertyValue("uid") ?? fail("a VEVENT without UID"));
    if (!(vevent.getFirstPropertyValue("dtstamp") instanceof ICAL.Time)) fail(`DTSTAMP missing in ${uid}`);
    const start = timeOf(vevent, "dtstart", uid);
    const end = timeOf(vevent, "dtend", uid);
    if (start.isDate !== end.isDate) fail(`DTSTART and DTEND of ${uid} are of different kinds`);
    if (end.compare(start) <= 0) fail(`DTEND is not after DTSTART in ${uid}`);
    const attendees = vevent.getAllProperties("attendee").map((p) => String(p.getFirstValue()));
    const organizerValue = vevent.getFirstPropertyValue("organizer");
    const organizer = organizerValue ? String(organizerValue) : null;
    // RFC 5546 3.2.1: a PUBLISH has an ORGANIZER and no ATTENDEE; REQUEST (3.2.2) and CANCEL (3.2.5)
    // name both.
    if (method === "PUBLISH" && attendees.length > 0) fail(`METHOD:PUBLISH with ATTENDEE in ${uid}`);
    if ((method === "REQUEST" || method === "CANCEL") && (!organizer || attendees.length === 0))
      fail(`METHOD:${method} needs ORGANIZER and ATTENDEE in ${uid}`);
    const text = (name: string) => {
      const v = vevent.getFirstPropertyValue(name);
      return v === null || v === undefined ? null : String(v);
    };
    return {
      uid,
      summary: text("summary") ?? fail(`SUMMARY missing in ${uid}`),
      description: text("description"),
      location: text("location"),
      sequence: Number(vevent.getFirstPropertyValue("sequence") ?? 0),
      status: text("status"),
      allDay: start.isDate,
      start: start.toJSDate(),
      end: end.toJSDate(),
      organizer,
      attendees,
    };
  });
  return { method, events };
}
