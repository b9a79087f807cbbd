/**
 * Dates as a wedding invitation writes them (issue #12): calendar dates in the couple's own calendar, no
 * time zone games. The wedding website, the RSVP pages, the registration page and the RSVP mail share them.
 */

const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const eventDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Saturday, September 18, 2027" from "2027-09-18". */
export const formatLongDate = (date: string) => longDate.format(utc(date));
/** "Saturday, September 18". */
export const formatEventDate = (date: string) => eventDate.format(utc(date));
