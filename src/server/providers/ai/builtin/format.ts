import { cityById, vendorCategories } from "@shared/catalog";

/** Small formatting helpers for the built-in engine's markdown replies. */

export const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

export const cityName = (id: string | null | undefined) => (id ? (cityById(id)?.name ?? id) : undefined);

export function categoryName(slug: string | undefined, { singular = false } = {}): string {
  const name = vendorCategories.find((c) => c.slug === slug)?.name ?? "vendors";
  if (!singular)
    return name
      .toLowerCase()
      .replace(/\bdjs\b/, "DJs")
      .replace("&", "and");
  const single: Record<string, string> = {
    photographers: "photographer",
    videographers: "videographer",
    caterers: "caterer",
    djband: "DJ or band",
    florists: "florist",
    weddingplanners: "wedding planner",
    bakers: "baker",
    hairmakeup: "hair and makeup artist",
    transportation: "transportation company",
    officiants: "officiant",
    bartenders: "bartender",
    decorators: "decorator",
  };
  return single[slug ?? ""] ?? "vendor";
}

/** "Ava & Noah", "Ava", or "" when the profile has no names. */
export function coupleNames(p: { partner1Name: string; partner2Name: string } | undefined): string {
  const names = [p?.partner1Name, p?.partner2Name].map((n) => n?.trim()).filter(Boolean);
  return names.join(" & ");
}

/** "Saturday, September 18, 2027" for a YYYY-MM-DD date (no time zone shift). */
export function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** "September 18, 2027". */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

export const capitalize = (s: string) => (s ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s);

export function list(items: string[], conj = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conj} ${items[items.length - 1]}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** Text from a listing, kept on one line and without markdown that could break the reply's layout. */
export function plain(text: string): string {
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/[*_`[\]<>#|]/g, "")
    .trim();
}

/** Splits text into sentences (keeps bullet lists together). */
export function sentences(text: string): string[] {
  return text
    .replace(/\n+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z"(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const SUFFIXES = ["ations", "ation", "ings", "ing", "ies", "ied", "ers", "er", "es", "ed", "ally", "ly", "s"];

/** A crude English stem, enough to match "invitations" with "invitation" and "tipping" with "tip". */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const s of SUFFIXES) {
    if (w.length > s.length + 2 && w.endsWith(s)) {
      w = w.slice(0, -s.length);
      if (s === "ies" || s === "ied") w += "y";
      break;
    }
  }
  return w.replace(/(.)\1$/, "$1");
}

export function stems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem));
}
