import { isCityId, vendorCategorySlugs, type CityId, type VendorCategorySlug } from "@shared/catalog";
import { venueStyles, type VenueStyle } from "@shared/marketplace-catalog";
import type { ChatTurn } from "../types";
import { nearWord } from "./fuzzy-words";
import { pendingChange, type PendingChange } from "./pending-change";

/**
 * The built-in engine's small dialogue state (issue #16, decision 041), recovered from June's own earlier
 * replies in the conversation rather than stored: the listings her last listing reply linked (in order,
 * for "the second one", "those", "it") and the filters of its "see them on the page" link (for "which of
 * those are outdoors?"). Her replies already carry both as links, the conversation is passed with every
 * request, and nothing new is kept — so the state can't drift from what the couple actually read.
 */

export type ShownListing = {
  kind: "venue" | "vendor";
  slug: string;
  name: string;
  /** The starting price her line showed ("· from $16,250"), for "the cheaper ones" (decision 049). */
  priceFrom?: number;
};

export type ListingFilters = {
  kind: "venue" | "vendor";
  city?: CityId;
  guests?: number;
  maxPrice?: number;
  style?: VenueStyle;
  setting?: "indoor" | "outdoor";
  category?: VendorCategorySlug;
};

export type DialogueState = {
  /** The listings of June's latest reply that linked any, in the order shown. */
  shown: ShownListing[];
  /** The search behind that reply, when it linked its listing page. */
  filters?: ListingFilters;
  /** The change June's latest reply proposed, still to confirm (decision 049: "no, make it 38k"). */
  pending?: PendingChange;
};

const LISTING_LINK = /\[([^\]]+)\]\(\/(venues|vendor)\/([a-z0-9-]+)\)/g;

/** `/venues?q=barn&city=columbus&guests=150` → the venue filters it shows. */
function venueFilters(query: string): ListingFilters {
  const q = new URLSearchParams(query);
  const out: ListingFilters = { kind: "venue" };
  const city = q.get("city");
  if (isCityId(city)) out.city = city;
  const guests = Number(q.get("guests"));
  if (Number.isInteger(guests) && guests > 0) out.guests = guests;
  const price = Number(q.get("maxPrice"));
  if (q.has("maxPrice") && Number.isFinite(price) && price >= 0) out.maxPrice = price;
  const style = q.get("q");
  if (style && (venueStyles as readonly string[]).includes(style)) out.style = style as VenueStyle;
  const setting = q.get("setting");
  if (setting === "indoor" || setting === "outdoor") out.setting = setting;
  return out;
}

/** `/columbus/vendors/florists`, `/vendors/florists`, `/nashville/vendors` → the vendor filters. */
function vendorFilters(city: string | undefined, category: string | undefined): ListingFilters {
  const out: ListingFilters = { kind: "vendor" };
  if (isCityId(city)) out.city = city;
  if (category && (vendorCategorySlugs as string[]).includes(category))
    out.category = category as VendorCategorySlug;
  return out;
}

/** The state after the conversation's assistant turns (the newest user turn is ignored). */
export function dialogueState(history: ChatTurn[]): DialogueState {
  const pending = pendingChange(history);
  return pending ? { ...listingState(history), pending } : listingState(history);
}

function listingState(history: ChatTurn[]): DialogueState {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.role !== "assistant") continue;
    const shown: ShownListing[] = [];
    for (const m of turn.content.matchAll(LISTING_LINK)) {
      const slug = m[3]!;
      if (shown.some((s) => s.slug === slug)) continue;
      const line = turn.content.slice(m.index + m[0].length).split("\n", 1)[0]!;
      const price = /\bfrom \$(\d[\d,]*)/.exec(line);
      shown.push({
        kind: m[2] === "venues" ? "venue" : "vendor",
        slug,
        name: m[1]!.replace(/[*_]/g, "").trim(),
        ...(price ? { priceFrom: Number(price[1]!.replace(/,/g, "")) } : {}),
      });
    }
    const venuePage = /\]\(\/venues(?:\?([^)\s]*))?\)/.exec(turn.content);
    const vendorPage = /\]\(\/(?:([a-z]+)\/)?vendors(?:\/([a-z]+))?\)/.exec(turn.content);
    const filters = venuePage
      ? venueFilters(venuePage[1] ?? "")
      : vendorPage
        ? vendorFilters(vendorPage[1], vendorPage[2])
        : undefined;
    if (shown.length > 0 || filters) return filters ? { shown, filters } : { shown };
  }
  return { shown: [] };
}

const ORDINALS: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
};

/** "The final one" is the last one (seventh round, decision 063). */
const LAST = /^(last|final)$/;

export type Reference =
  /** "those", "them", "these ones": the whole last list. */
  | { to: "all" }
  /** "it", "that one", "this venue": the one listing in view. */
  | { to: "one" }
  /** "the second one", "#2", "the last one"; several for "the first two" / "the first and third". */
  | { to: "ordinal"; positions: number[] };

/** A reference to listings June showed, in a normalized message; undefined when there is none. */
export function relativeReference(text: string): Reference | undefined {
  const firstN = /\b(?:the )?(?:first|top) (two|three|2|3)\b/.exec(text);
  if (firstN)
    return { to: "ordinal", positions: firstN[1] === "two" || firstN[1] === "2" ? [1, 2] : [1, 2, 3] };
  const ords = [
    ...text.matchAll(
      /\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)(?: one| venue| option| vendor| listing)?\b/g,
    ),
  ];
  const nums = [...text.matchAll(/(?:#|\bnumber |\bno\. ?)([1-5])\b/g)];
  if (ords.length > 0 || nums.length > 0) {
    const positions = [
      ...ords.map((m) => (LAST.test(m[1]!) ? 0 : ORDINALS[m[1]!]!)),
      ...nums.map((m) => Number(m[1])),
    ];
    // "first" alone in "first dance", "last" in "last minute" aren't references: need one/venue/option or a list context.
    const explicit =
      /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)( one| venue| option| vendor| listing)\b|#|\bnumber [1-5]\b/.test(
        text,
      );
    // "drop the second from our saved venues", "get rid of the first": "the" + an ordinal that ends the phrase.
    const pointer =
      /\bthe (first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)\b(?=\s*(?:[.!?,]|$|from|off|out|on|in|to|please|for|too|as well))/.test(
        text,
      );
    if (explicit || pointer || ords.length > 1) return { to: "ordinal", positions };
  }
  if (/\b(those|these|them|they|all of them|both of them|both|either of them|ones)\b/.test(text))
    return { to: "all" };
  if (
    /\b(it|that one|this one|that venue|this venue|that place|this place|that vendor|the venue)\b/.test(text)
  )
    return { to: "one" };
  return undefined;
}

/** The listings a reference points at in the state; empty when it points at nothing shown. */
export function referred(state: DialogueState, ref: Reference): ShownListing[] {
  const shown = state.shown;
  if (ref.to === "all") return shown;
  if (ref.to === "one") return shown.length === 1 ? shown : [];
  return ref.positions.flatMap((p) => {
    const item = p === 0 ? shown[shown.length - 1] : shown[p - 1];
    return item ? [item] : [];
  });
}

/** "Cheaper", "more affordable", "less expensive", "budget-friendly": a follow-up asking for lower prices. */
export const CHEAPER =
  /\b(cheaper|cheapest|less expensive|more affordable|affordable|budget[- ]friendly|lower[- ]priced|lower prices?|inexpensive|not as (expensive|pricey)|less pricey)\b/;

/**
 * The price ceiling "the cheaper ones" means (decision 049): below the middle of the prices June showed
 * (the median; for one listing, its price), so the answer is the cheaper part of the same search — the
 * cheaper ones shown and any cheaper ones not shown. Undefined when her list showed no prices.
 */
export function cheaperCeiling(shown: ShownListing[]): number | undefined {
  const prices = shown.flatMap((s) => (s.priceFrom !== undefined ? [s.priceFrom] : [])).sort((a, b) => a - b);
  if (prices.length === 0) return undefined;
  const mid = prices.length / 2;
  const median =
    prices.length % 2 ? prices[Math.floor(mid)]! : Math.floor((prices[mid - 1]! + prices[mid]!) / 2);
  return median > 1 ? median - 1 : undefined;
}

/** "The cheapest one", "which seats the most": one of June's last list picked by a fact (decision 054). */
export type Pick = { by: "price" | "capacity"; order: "min" | "max" };

const PICKS: [RegExp, Pick][] = [
  [
    /\b(cheapest|least expensive|lowest[- ]priced|lowest (price|cost)|most affordable|best (price|deal)|costs? the least)\b/,
    { by: "price", order: "min" },
  ],
  [
    /\b(most expensive|priciest|highest[- ]priced|highest (price|cost)|costs? the most|fanciest)\b/,
    { by: "price", order: "max" },
  ],
  [
    /\b(biggest|largest|roomiest|(seats?|holds?|fits?|takes?) the most( people| guests)?|most (seats|guests|people|capacity|room)|highest capacity)\b/,
    { by: "capacity", order: "max" },
  ],
  [
    /\b(smallest|most intimate|tiniest|(seats?|holds?|fits?) the (fewest|least)|lowest capacity)\b/,
    { by: "capacity", order: "min" },
  ],
  // "The cheaper one", "save the bigger one": a comparative naming one of the listings shown (sixth round).
  [
    /\bthe (cheaper|less expensive|more affordable|lower[- ]priced|cheeper|cheapr) (one|venue|vendor|option|place|of the two)\b/,
    { by: "price", order: "min" },
  ],
  [
    /\bthe (pricier|more expensive|higher[- ]priced|fancier) (one|venue|vendor|option|place|of the two)\b/,
    { by: "price", order: "max" },
  ],
  [/\bthe (bigger|larger|roomier) (one|venue|option|place|of the two)\b/, { by: "capacity", order: "max" }],
  [/\bthe (smaller|more intimate) (one|venue|option|place|of the two)\b/, { by: "capacity", order: "min" }],
];

/** A plural listing noun right after the superlative asks for a new search ("the cheapest barn venues"). */
const NEW_SEARCH =
  /\b(cheapest|biggest|largest|smallest|priciest|most expensive|most affordable)\s+(\w+\s+)?(venues|vendors|places|options|photographers|florists|caterers|djs|bands|bakers|planners|officiants)\b/;

/** The pick a message makes among listings shown, written plainly or with a typo ("cheapst"). */
export function superlativeOf(text: string): Pick | undefined {
  if (NEW_SEARCH.test(text)) return undefined;
  for (const [re, pick] of PICKS) if (re.test(text)) return pick;
  const words = text.match(/[a-z]+/g) ?? [];
  if (words.some((w) => w.length >= 6 && nearWord(w, "cheapest"))) return PICKS[0]![1];
  if (words.some((w) => w.length >= 6 && nearWord(w, "biggest"))) return PICKS[2]![1];
  return undefined;
}
