import type { RunSheetEntryKind } from "@shared/schemas/run-sheets";

/**
 * The generated wedding day (issue #15; docs/decisions/039): a minute-by-minute run sheet built from the
 * couple's guest-list events (the ceremony's and the reception's times when set) and the vendors they
 * booked. Pure: no clock, no database.
 *
 * The couple's own track (no vendor name) never overlaps and is sorted:
 *   getting ready  C − 4 h → C − 30 min
 *   ceremony       C → C + 30 min
 *   photos         C + 30 min → C + 90 min (shorter when the reception starts sooner)
 *   cocktails      end of photos → R (left out when there is no gap)
 *   entrance       R → R + 15, meal → R + 75, toasts → R + 95, first dance → R + 105, cake → R + 120,
 *   dancing        → R + 270, last dance → R + 280, send-off → R + 295
 * where C is the ceremony's time (16:00 when the couple has not set one) and R the reception's
 * (C + 2 h when not set; never sooner than C + 1 h, the ceremony and a short photo session).
 *
 * Each booked vendor gets one arrival-and-setup entry before their first service (`VENDOR_LEADS`: the
 * photographer 2 h before the ceremony, the florist and the caterer 3 h, a DJ or band 2 h…), and the
 * vendors who strike equipment a load-out entry after the send-off.
 *
 * One day only ("HH:MM"): a plan that would run past midnight is cut there (items that would start after
 * 23:45 are left out; the last item ends at 23:59) and `cutAtMidnight` says so; arrivals before 00:00
 * start at 00:00.
 */

export const vendorRoles = [
  "photographer",
  "videographer",
  "florist",
  "caterer",
  "dj",
  "band",
  "baker",
  "hair_makeup",
  "officiant",
  "planner",
  "venue",
  "rentals",
  "transport",
  "bartender",
  "decorator",
  "other",
] as const;
export type VendorRole = (typeof vendorRoles)[number];

/** Which part of the day a vendor's first service is, and how long before it they arrive (minutes). */
export const VENDOR_LEADS: Record<
  VendorRole,
  { anchor: "getting_ready" | "ceremony" | "cocktails" | "reception"; lead: number; loadOut: boolean }
> = {
  photographer: { anchor: "ceremony", lead: 120, loadOut: false },
  videographer: { anchor: "ceremony", lead: 120, loadOut: false },
  florist: { anchor: "ceremony", lead: 180, loadOut: true },
  caterer: { anchor: "ceremony", lead: 180, loadOut: true },
  dj: { anchor: "ceremony", lead: 120, loadOut: true },
  band: { anchor: "ceremony", lead: 120, loadOut: true },
  baker: { anchor: "reception", lead: 120, loadOut: false },
  hair_makeup: { anchor: "getting_ready", lead: 30, loadOut: false },
  officiant: { anchor: "ceremony", lead: 60, loadOut: false },
  planner: { anchor: "getting_ready", lead: 60, loadOut: true },
  venue: { anchor: "getting_ready", lead: 60, loadOut: true },
  rentals: { anchor: "ceremony", lead: 240, loadOut: true },
  transport: { anchor: "ceremony", lead: 45, loadOut: false },
  bartender: { anchor: "cocktails", lead: 90, loadOut: true },
  decorator: { anchor: "ceremony", lead: 180, loadOut: true },
  other: { anchor: "ceremony", lead: 120, loadOut: false },
};

const ROLE_WORDS: [RegExp, VendorRole][] = [
  [/video|film/i, "videographer"],
  [/photo/i, "photographer"],
  [/flor|flower|bouquet/i, "florist"],
  [/cater|food|menu/i, "caterer"],
  [/\bdj\b|djband|disc ?jockey/i, "dj"],
  [/band|music|musician|string/i, "band"],
  [/cake|bak|dessert|pastr/i, "baker"],
  [/hair|make ?up|beauty/i, "hair_makeup"],
  [/officiant|celebrant/i, "officiant"],
  [/planner|coordinat/i, "planner"],
  [/bartend|\bbar\b|drinks/i, "bartender"],
  [/decor/i, "decorator"],
  [/rental|tent|chairs|linen/i, "rentals"],
  [/transport|limo|shuttle|\bcar\b|bus/i, "transport"],
  [/venue|hall|estate|barn|vineyard|ballroom/i, "venue"],
];

/** A vendor's role from the words that describe it: a listing's category, a budget line's names. */
export function vendorRoleOf(...texts: (string | null | undefined)[]): VendorRole {
  for (const text of texts) {
    if (!text) continue;
    for (const [re, role] of ROLE_WORDS) if (re.test(text)) return role;
  }
  return "other";
}

export type PlanEvent = { name: string; startsAt: string | null };
export type PlanVendor = { name: string; role: VendorRole };
export type PlannedEntry = {
  startsAt: string;
  endsAt: string;
  title: string;
  kind: RunSheetEntryKind;
  location: string;
  /** "" on the couple's own track. */
  vendorName: string;
};
export type DayPlan = {
  entries: PlannedEntry[];
  ceremonyAt: string;
  receptionAt: string;
  cutAtMidnight: boolean;
};

const CLOCK = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;
export const DEFAULT_CEREMONY = "16:00";
const DAY_END = 23 * 60 + 59;
const LAST_START = 23 * 60 + 45;

/** "HH:MM" → minutes since midnight; null when it is not a valid time. */
export function minutesOf(clock: string | null | undefined): number | null {
  const m = clock ? CLOCK.exec(clock) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export function clockOf(minutes: number): string {
  const m = Math.max(0, Math.min(DAY_END, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

function findEvent(events: readonly PlanEvent[], re: RegExp): PlanEvent | undefined {
  return events.find((e) => re.test(e.name));
}

type Slot = {
  start: number;
  end: number;
  title: string;
  kind: RunSheetEntryKind;
  location?: string;
  vendorName?: string;
};

export function planWeddingDay(input: {
  events: readonly (PlanEvent & { location?: string })[];
  vendors: readonly PlanVendor[];
}): DayPlan {
  const ceremonyEvent = findEvent(input.events, /ceremon|vows/i);
  const receptionEvent = findEvent(input.events, /reception|party|dinner|celebration/i);
  const C = minutesOf(ceremonyEvent?.startsAt) ?? 16 * 60; // DEFAULT_CEREMONY
  const setR = minutesOf(receptionEvent?.startsAt);
  const R = setR !== null && setR >= C + 60 ? setR : setR !== null ? C + 60 : C + 120;
  const atCeremony = (ceremonyEvent as { location?: string } | undefined)?.location ?? "";
  const atReception = (receptionEvent as { location?: string } | undefined)?.location ?? "";

  const photosEnd = Math.min(C + 90, R);
  const couple: Slot[] = [
    { start: C - 240, end: C - 30, title: "Getting ready", kind: "getting_ready" },
    { start: C, end: C + 30, title: "Ceremony", kind: "ceremony", location: atCeremony },
    {
      start: C + 30,
      end: photosEnd,
      title: "Family and couple photos",
      kind: "photos",
      location: atCeremony,
    },
  ];
  if (R > photosEnd)
    couple.push({
      start: photosEnd,
      end: R,
      title: "Cocktail hour",
      kind: "cocktails",
      location: atReception,
    });
  couple.push(
    { start: R, end: R + 15, title: "Grand entrance", kind: "reception", location: atReception },
    { start: R + 15, end: R + 75, title: "Dinner is served", kind: "meal", location: atReception },
    { start: R + 75, end: R + 95, title: "Toasts", kind: "toast", location: atReception },
    { start: R + 95, end: R + 105, title: "First dance", kind: "dance", location: atReception },
    { start: R + 105, end: R + 120, title: "Cake cutting", kind: "cake", location: atReception },
    { start: R + 120, end: R + 270, title: "Dancing", kind: "dance", location: atReception },
    { start: R + 270, end: R + 280, title: "Last dance", kind: "dance", location: atReception },
    { start: R + 280, end: R + 295, title: "Send-off", kind: "send_off", location: atReception },
  );
  const sendOffEnd = R + 295;

  const anchors = { getting_ready: C - 240, ceremony: C, cocktails: photosEnd, reception: R };
  const seen = new Set<string>();
  const vendorSlots: Slot[] = [];
  for (const v of input.vendors) {
    const name = v.name.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const rule = VENDOR_LEADS[v.role];
    const anchor = anchors[rule.anchor];
    const start = Math.max(0, anchor - rule.lead);
    const location = rule.anchor === "reception" || rule.anchor === "cocktails" ? atReception : atCeremony;
    vendorSlots.push({
      start,
      end: Math.max(start + 15, anchor - 15),
      title: `${name} arrives and sets up`,
      kind: "vendor_arrival",
      location,
      vendorName: name,
    });
    if (rule.loadOut)
      vendorSlots.push({
        start: sendOffEnd,
        end: sendOffEnd + 60,
        title: `${name} loads out`,
        kind: "load_out",
        location: atReception,
        vendorName: name,
      });
  }

  let cutAtMidnight = false;
  const entries: PlannedEntry[] = [];
  for (const s of [
    ...couple.map((s) => ({ ...s, track: 0 })),
    ...vendorSlots.map((s) => ({ ...s, track: 1 })),
  ]) {
    if (s.start > LAST_START) {
      cutAtMidnight = true;
      continue;
    }
    if (s.end > DAY_END) cutAtMidnight = true;
    entries.push({
      startsAt: clockOf(Math.max(0, s.start)),
      endsAt: clockOf(Math.min(DAY_END, s.end)),
      title: s.title,
      kind: s.kind,
      location: s.location ?? "",
      vendorName: s.vendorName ?? "",
    });
  }
  entries.sort(compareEntries);
  return { entries, ceremonyAt: clockOf(C), receptionAt: clockOf(R), cutAtMidnight };
}

/** Sorted by start, the couple's own items first at the same minute, then by end and title. */
type Sortable = { startsAt: string; endsAt: string | null; vendorName: string; title: string };
export function compareEntries(a: Sortable, b: Sortable): number {
  return (
    a.startsAt.localeCompare(b.startsAt) ||
    Number(a.vendorName !== "") - Number(b.vendorName !== "") ||
    (a.endsAt ?? "").localeCompare(b.endsAt ?? "") ||
    a.title.localeCompare(b.title)
  );
}

/** The couple's own track: items with no vendor name. */
export const isCoupleTrack = (e: { vendorName: string }) => e.vendorName.trim() === "";

export type TimedItem = {
  id?: string;
  title: string;
  startsAt: string;
  endsAt: string | null;
  vendorName: string;
};

/**
 * The first item of the couple's own track that overlaps `item` (touching ends do not overlap; an item
 * with no end lasts one minute). Vendor items may overlap anything: a vendor sets up during the ceremony.
 */
export function findOverlap<T extends TimedItem>(item: TimedItem, others: readonly T[]): T | undefined {
  if (!isCoupleTrack(item)) return undefined;
  const span = (e: TimedItem) => {
    const s = minutesOf(e.startsAt) ?? 0;
    const end = minutesOf(e.endsAt);
    return [s, end !== null && end > s ? end : s + 1] as const;
  };
  const [s, e] = span(item);
  return others.find((o) => {
    if (!isCoupleTrack(o) || (item.id !== undefined && o.id === item.id)) return false;
    const [os, oe] = span(o);
    return s < oe && os < e;
  });
}

export const overlapMessage = (other: TimedItem) =>
  `This overlaps “${other.title}” (${other.startsAt}${other.endsAt ? `–${other.endsAt}` : ""}). Move one of them, or give one a vendor name.`;
