import { localToday } from "@shared/rules/wedding-countdown";

/** What the third round's tuning files (questions-18*.ts) check replies with (decision 054). */

export const DONT_KNOW = /I don't know that one/;
/** A what-if answer: says nothing is saved and offers the change. */
export const NOT_SAVED = /nothing (is |has been )?(saved|changed)|not saved|haven't changed/i;
export const OFFERS = /want me to|shall I|say “/i;
export const NO_VENUE_LINKS = /\]\(\/venues\//;
export const NO_VENDOR_LINKS = /\]\(\/vendor\//;
export const SERVED_CITIES = [/Cleveland/, /Columbus/, /Cincinnati/, /Nashville/];

/** The tracker the demo couple's categories are named like (seed: "Flowers & decor", "Attire & beauty"). */
export const SEED_TRACKER = {
  totalBudget: 35000,
  categories: [
    { name: "Venue", allocated: 12000 },
    { name: "Catering", allocated: 9000 },
    { name: "Photography", allocated: 3500 },
    { name: "Flowers & decor", allocated: 2500 },
    { name: "Music", allocated: 1800 },
    { name: "Attire & beauty", allocated: 2500 },
    { name: "Transportation", allocated: 700 },
  ],
};

/** Days from today to a date, as the eval's couple sees them. */
export function daysUntil(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number);
  const [ty, tm, td] = localToday().split("-").map(Number);
  return Math.round((Date.UTC(y!, m! - 1, d) - Date.UTC(ty!, tm! - 1, td)) / 86_400_000);
}
