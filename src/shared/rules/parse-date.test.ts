import { describe, expect, it } from "vitest";
import { dateMention, parseDate, readDate } from "./parse-date";

const today = "2026-06-01";

describe("parseDate (a whole date for the intake form)", () => {
  it.each([
    ["October 9th, 2027", "2027-10-09"],
    ["9 October 2027", "2027-10-09"],
    ["the 9th of October 2027", "2027-10-09"],
    ["October the 9th, 2027", "2027-10-09"],
    ["2027-10-09", "2027-10-09"],
    ["10/9/2027", "2027-10-09"],
    ["Sept 18 2027", "2027-09-18"],
    ["18/9/27", "2027-09-18"],
    ["9.18.27", "2027-09-18"],
    ["sept 12", "2026-09-12"],
    ["May 3rd", "2027-05-03"],
    ["June 1", "2027-06-01"],
    ["we're thinking june 2", "2026-06-02"],
  ])("%s → %s", (text, expected) => {
    expect(parseDate(text, today)).toBe(expected);
  });

  it("reads an ambiguous day/month month first (US), day first only when it must", () => {
    expect(parseDate("3/4/2027", today)).toBe("2027-03-04");
    expect(parseDate("13/4/2027", today)).toBe("2027-04-13");
  });

  it("refuses impossible dates", () => {
    expect(parseDate("February 30 2027", today)).toBeNull();
    expect(parseDate("2027-02-29", today)).toBeNull();
    expect(parseDate("13/13/2027", today)).toBeNull();
    expect(parseDate("2027-00-10", today)).toBeNull();
    expect(parseDate("April 31", today)).toBeNull();
    expect(parseDate("0/5/2027", today)).toBeNull();
  });

  it("waits for a leap year for February 29 without a year", () => {
    expect(parseDate("Feb 29", today)).toBe("2028-02-29");
    expect(parseDate("2028-02-29", today)).toBe("2028-02-29");
  });

  it("needs a day: a month alone or noise is no date", () => {
    expect(parseDate("sometime next year", today)).toBeNull();
    expect(parseDate("next June", today)).toBeNull();
    expect(parseDate("June 2027", today)).toBeNull();
    expect(parseDate("", today)).toBeNull();
  });
});

describe("readDate", () => {
  it("gives next June's year from today", () => {
    expect(readDate("next June", "2026-03-10")).toEqual({ year: 2026, month: 6 });
    expect(readDate("next June", "2026-06-01")).toEqual({ year: 2027, month: 6 });
    expect(readDate("next June", "2026-11-20")).toEqual({ year: 2027, month: 6 });
    expect(readDate("next June")).toEqual({ month: 6 });
  });

  it("never reads June's name or a verb as a date", () => {
    expect(readDate("Hi June, what's next?")).toBeNull();
    expect(readDate("may I ask about 120 guests")).toBeNull();
  });
});

describe("dateMention (the engine: as precise as the message)", () => {
  it.each([
    ["on 2027-09-18", "2027-09-18"],
    ["September 18, 2027", "2027-09-18"],
    ["June 2027", "2027-06"],
    ["June of 2027", "2027-06"],
    ["9/18/2027", "2027-09-18"],
    ["Oct 3rd", "--10-03"],
    ["18 September", "--09-18"],
  ])("%s → %s", (text, expected) => {
    expect(dateMention(text)).toBe(expected);
  });

  it("is undefined for no date, a month alone, or an impossible one", () => {
    expect(dateMention("Hi June, what's next?")).toBeUndefined();
    expect(dateMention("next June")).toBeUndefined();
    expect(dateMention("next June", today)).toBe("2027-06");
    expect(dateMention("February 30, 2027")).toBeUndefined();
  });
});
