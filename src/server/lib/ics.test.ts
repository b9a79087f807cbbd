import { describe, expect, it } from "vitest";
import { parseCalendar } from "../testing/ics-check";
import {
  buildCalendarEvent,
  buildCalendarFeed,
  calendarContentType,
  escapeText,
  foldLine,
  formatUtc,
  paramValue,
  type CalendarEvent,
} from "./ics";

const base: CalendarEvent = {
  uid: "tour-123@june.test",
  sequence: 0,
  method: "REQUEST",
  status: "CONFIRMED",
  start: new Date("2026-12-05T15:00:00Z"),
  end: new Date("2026-12-05T15:45:00Z"),
  stamp: new Date("2026-11-01T08:30:15.123Z"),
  summary: "Venue tour: Lakeview Glasshouse",
  description: "Party of 2",
  location: "1 Lake Rd, Cleveland, OH",
  url: "https://june.test/venues/lakeview-glasshouse",
  organizer: { name: "Lakeview Glasshouse", email: "events@lakeview.test" },
  attendees: [{ name: "Ava & Noah", email: "ava@example.test" }],
};

/** Unfolds (RFC 5545 3.1) and splits into logical lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("formatUtc", () => {
  it("writes UTC date-times as YYYYMMDDTHHMMSSZ without milliseconds", () => {
    expect(formatUtc(new Date("2026-03-08T07:05:09.999Z"))).toBe("20260308T070509Z");
  });
  it("refuses an invalid date", () => {
    expect(() => formatUtc(new Date("nope"))).toThrow();
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of newline", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
  it("escapes the backslash first, so escapes are not doubled", () => {
    expect(escapeText(";")).toBe("\\;");
    expect(escapeText("\\;")).toBe("\\\\\\;");
  });
  it("leaves colons and quotes alone (they are fine in TEXT)", () => {
    expect(escapeText('Note: "bring shoes"')).toBe('Note: "bring shoes"');
  });
});

describe("paramValue", () => {
  it("quotes values with : ; or , and drops double quotes", () => {
    expect(paramValue("Ava & Noah")).toBe("Ava & Noah");
    expect(paramValue("Martin, Ava")).toBe('"Martin, Ava"');
    expect(paramValue('The "Barn": North')).toBe('"The Barn: North"');
  });
});

describe("foldLine", () => {
  it("keeps lines of 75 octets or fewer as they are", () => {
    const line = "X".repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds longer lines with CRLF + space, each physical line at most 75 octets", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(20)}`;
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.length).toBeGreaterThan(1);
    expect(physical[0]).toHaveLength(75);
    for (const [i, p] of physical.entries()) {
      expect(Buffer.byteLength(p, "utf8")).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(" ")).toBe(true);
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("never splits a multi-byte UTF-8 character", () => {
    const line = `SUMMARY:${"é".repeat(40)}${"💍".repeat(20)}`;
    const folded = foldLine(line);
    for (const p of folded.split("\r\n")) {
      expect(Buffer.byteLength(p, "utf8")).toBeLessThanOrEqual(75);
      // A split inside a character would leave a replacement character after a round trip.
      expect(Buffer.from(p, "utf8").toString("utf8")).toBe(p);
      expect(p).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});

describe("buildCalendarEvent", () => {
  it("writes a VCALENDAR with one VEVENT and every required property", () => {
    const lines = unfold(buildCalendarEvent(base));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//June Weddings//Marketplace//EN");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:tour-123@june.test");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("DTSTAMP:20261101T083015Z");
    expect(lines).toContain("DTSTART:20261205T150000Z");
    expect(lines).toContain("DTEND:20261205T154500Z");
    expect(lines).toContain("SUMMARY:Venue tour: Lakeview Glasshouse");
    expect(lines).toContain("LOCATION:1 Lake Rd\\, Cleveland\\, OH");
    expect(lines).toContain("URL:https://june.test/venues/lakeview-glasshouse");
    expect(lines).toContain("ORGANIZER;CN=Lakeview Glasshouse:mailto:events@lakeview.test");
    expect(lines).toContain(
      "ATTENDEE;CN=Ava & Noah;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:ava@example.test",
    );
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.at(-1)).toBe(""); // ends with CRLF
  });

  it("uses CRLF line endings only", () => {
    const ics = buildCalendarEvent({ ...base, description: "line one\nline two" });
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(unfold(ics)).toContain("DESCRIPTION:line one\\nline two");
  });

  it("writes a cancellation with METHOD:CANCEL, STATUS:CANCELLED and the higher sequence", () => {
    const lines = unfold(buildCalendarEvent({ ...base, method: "CANCEL", status: "CANCELLED", sequence: 2 }));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("UID:tour-123@june.test");
    expect(lines.find((l) => l.startsWith("ATTENDEE"))).not.toContain("PARTSTAT");
  });

  it("folds long escaped descriptions and keeps every physical line within 75 octets", () => {
    const description = `Party of 4 · Note: ${"We'd love to see the garden, the terrace; and the ballroom. ".repeat(4)}`;
    const ics = buildCalendarEvent({ ...base, description });
    for (const p of ics.split("\r\n")) expect(Buffer.byteLength(p, "utf8")).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`DESCRIPTION:${escapeText(description)}`);
  });

  it("leaves out optional properties that were not given", () => {
    const ics = buildCalendarEvent({
      uid: "x@y",
      sequence: 1,
      method: "PUBLISH",
      status: "CONFIRMED",
      start: base.start,
      end: base.end,
      stamp: base.stamp,
      summary: "Call",
    });
    expect(ics).not.toMatch(/DESCRIPTION|LOCATION|URL:|ORGANIZER|ATTENDEE/);
    expect(ics).toContain("METHOD:PUBLISH");
  });

  it("writes a PUBLISH (a copy for one's own calendar) with the organizer and no ATTENDEE", () => {
    const ics = buildCalendarEvent({ ...base, method: "PUBLISH" });
    expect(ics).not.toContain("ATTENDEE");
    expect(unfold(ics)).toContain("ORGANIZER;CN=Lakeview Glasshouse:mailto:events@lakeview.test");
    expect(parseCalendar(ics, calendarContentType(ics)).events[0]!.attendees).toEqual([]);
  });

  it("reads back in ical.js exactly as written: escapes, folds inside multi-byte text, UTC times", () => {
    const description = `Ça va? 💍 Bring: rings, vows; a backslash \\ and\nnew lines. ${"ü".repeat(80)}`;
    const summary = 'Venue tour: Café "Lumière", Lakeview; terrace';
    for (const method of ["REQUEST", "PUBLISH", "CANCEL"] as const) {
      const ics = buildCalendarEvent({ ...base, method, summary, description });
      const parsed = parseCalendar(ics, calendarContentType(ics));
      expect(parsed.method).toBe(method);
      expect(parsed.events).toHaveLength(1);
      expect(parsed.events[0]).toMatchObject({
        uid: base.uid,
        summary,
        description,
        location: base.location,
        allDay: false,
        start: base.start,
        end: base.end,
      });
    }
  });

  it("names the file's METHOD in its content type, and none when the file has none", () => {
    expect(calendarContentType(buildCalendarEvent(base))).toBe(
      "text/calendar; charset=utf-8; method=REQUEST",
    );
    const feed = buildCalendarFeed({ name: "x", stamp: base.stamp, items: [] });
    expect(calendarContentType(feed)).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(calendarContentType("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")).toBe("text/calendar; charset=utf-8");
  });

  it("refuses an event that ends before it starts", () => {
    expect(() => buildCalendarEvent({ ...base, end: base.start })).toThrow();
  });
});

describe("buildCalendarFeed", () => {
  it("writes all-day events with an exclusive end date, escaped and CRLF-terminated", () => {
    const text = buildCalendarFeed({
      name: "Our wedding, tasks",
      stamp: new Date("2026-11-26T10:00:00Z"),
      items: [{ uid: "task-1@june", date: "2027-02-28", summary: "Book venue; sign", sequence: 2 }],
    });
    expect(text).toBe(
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//June Weddings//Marketplace//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "X-WR-CALNAME:Our wedding\\, tasks",
        "BEGIN:VEVENT",
        "UID:task-1@june",
        "SEQUENCE:2",
        "DTSTAMP:20261126T100000Z",
        "DTSTART;VALUE=DATE:20270228",
        "DTEND;VALUE=DATE:20270301",
        "SUMMARY:Book venue\\; sign",
        "TRANSP:TRANSPARENT",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
      ].join("\r\n"),
    );
  });
});
