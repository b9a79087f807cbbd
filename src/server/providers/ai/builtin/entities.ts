import type { CityId, VendorCategorySlug } from "@shared/catalog";
import type { VenueStyle } from "@shared/marketplace-catalog";
import { guestCountMention, moneyMention, scaledAmount, type MoneyMention } from "@shared/rules/parse-amount";
import { dateMention } from "@shared/rules/parse-date";
import { outsideCity } from "./coverage";
import { fuzzyCategory } from "./fuzzy-words";

/**
 * Entity extraction for the built-in planner engine (issue #4): what a couple's message says about
 * city, vendor category, guest count, money, venue style, setting, date and a venue name to save.
 * Pure: no database, no tools. Dates, money and counts are the shared rules (src/shared/rules), the
 * same the voice intake reads answers with.
 */

export type Money = Pick<MoneyMention, "amount" | "isCeiling" | "isBudget">;

export type Entities = {
  city?: CityId;
  category?: VendorCategorySlug;
  guests?: number;
  money?: Money;
  style?: VenueStyle;
  setting?: "indoor" | "outdoor";
  /** YYYY-MM-DD; YYYY-MM when only a month and year are given; --MM-DD without a year. */
  date?: string;
  /** A place we don't serve, as the couple named it ("Chicago"); set only when no city of ours is named. */
  outsideCity?: string;
};

const CITY_PATTERNS: [CityId, RegExp][] = [
  ["cleveland", /\b(cleveland|cle)\b/],
  ["columbus", /\b(columbus|cbus)\b/],
  ["cincinnati", /\b(cincinnati|cincy|cinci)\b/],
  ["nashville", /\b(nashville|music city)\b/],
];

/** Our cities a normalized message names, in the order written ("columbus vs cincinnati"). */
export function ourCitiesIn(text: string): CityId[] {
  return CITY_PATTERNS.map(([id, re]) => ({ id, at: text.search(re) }))
    .filter((c) => c.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((c) => c.id);
}

/** Category synonyms, checked in order (the first match wins, so specific words come first). */
const CATEGORY_PATTERNS: [VendorCategorySlug, RegExp][] = [
  ["videographers", /\b(videographers?|videography|video ?graphers?|videos?|filmmakers?|wedding films?)\b/],
  ["photographers", /\b(photographers?|photography|photo ?graphers?|photos?|pictures|portraits?)\b/],
  [
    "weddingplanners",
    /\b(wedding planners?|planners?|coordinators?|day[- ]of coordinat\w*|planning services?)\b/,
  ],
  ["hairmakeup", /\b(hair|make-?up|h?mua|stylists?|hair ?stylists?|beauty|glam)\b/],
  ["djband", /\b(djs?|d\.j\.|deejays?|disc jockeys?|bands?|live music|musicians?|music|entertainment)\b/],
  ["florists", /\b(florists?|flowers?|floral|florals|bouquets?|centerpieces?|centrepieces?)\b/],
  ["bakers", /\b(bakers?|bakery|bakeries|cakes?|cupcakes?|desserts?|pastr(y|ies))\b/],
  ["caterers", /\b(caterers?|catering|food trucks?|chefs?)\b/],
  ["bartenders", /\b(bartenders?|bartending|bar service|mobile bar|bar staff|mixologists?)\b/],
  [
    "officiants",
    /\b(officiants?|officiate|ministers?|pastors?|celebrants?|priests?|rabbis?|justice of the peace)\b/,
  ],
  [
    "transportation",
    /\b(transportation|transport|limos?|limousines?|shuttles?|party bus|vintage cars?|getaway cars?)\b/,
  ],
  ["decorators", /\b(decorators?|d[eé]cor|decorations?|decorating|event design(ers)?|lighting)\b/],
];

const STYLE_PATTERNS: [VenueStyle, RegExp][] = [
  ["barn", /\b(barns?|rustic|farms?|farmhouse|ranch)\b/],
  ["ballroom", /\b(ballrooms?|grand hall|glam(orous)?)\b/],
  ["garden", /\b(gardens?|botanical|greenhouse|conservatory)\b/],
  ["rooftop", /\b(rooftops?|roof ?tops?|roof|skyline)\b/],
  ["vineyard", /\b(vineyards?|winery|wineries)\b/],
  ["lakeside", /\b(lakeside|lakefront|lake|waterfront|lake erie|by the water|beach)\b/],
  ["historic", /\b(historic|historical|mansion|estate|heritage)\b/],
  ["industrial", /\b(industrial|warehouse|loft|brewery|factory)\b/],
];

/** Lower-case, straight quotes, single spaces. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
}

/**
 * "20 million dollars", "1.5 million": millions without a "$" (ninth round), so an absurd amount is read as
 * one and refused with the bound rather than dropped — never before "guests" or "people".
 */
function millions(text: string): MoneyMention | undefined {
  const m =
    /\b(\d+(?:\.\d+)?)\s?(million|mil)\b(?:\s?(?:dollars|usd|bucks))?(?!\s*(?:guests|people|ppl|views))/.exec(
      text,
    );
  const amount = m && scaledAmount(m[1]!, "million");
  if (!m || amount === null || amount === undefined) return undefined;
  return { amount, isCeiling: false, isBudget: false, index: m.index, length: m[0].length };
}

/** Money in the text, and the text with it blanked out (so its digits are not read as a guest count). */
function extractMoney(text: string): { money?: Money; rest: string } {
  const m = moneyMention(text) ?? millions(text);
  if (!m) return { rest: text };
  return {
    money: { amount: m.amount, isCeiling: m.isCeiling, isBudget: m.isBudget },
    rest: text.slice(0, m.index) + " ".repeat(m.length) + text.slice(m.index + m.length),
  };
}

/** Entities of one message. Later messages override earlier ones when merged (see mergeEntities). */
export function extractEntities(message: string): Entities {
  const text = normalize(message);
  const out: Entities = {};
  const { money, rest } = extractMoney(text);
  if (money) out.money = money;
  else {
    // "photographers in cincy under 1300": a bare number after a ceiling word is a price cap (fourth
    // round) — not after a seating word ("seats up to 300") nor before "guests".
    const cap =
      /\b(?:under|below|less than|at most|up to|max(?:imum)?|no more than|cheaper than|within|tops)\s+\$?(\d{1,3}(?:,\d{3})+|\d{3,7})\b(?!\s*(?:guests?|people|ppl|persons|heads|seats|attendees|pax|invitees))/.exec(
        text,
      );
    const seating =
      cap &&
      /\b(seats?|seating|holds?|fits?|accommodates?|capacity|host)\s*$/.test(
        text.slice(Math.max(0, cap.index - 16), cap.index),
      );
    const amount = cap && !seating ? Number(cap[1]!.replace(/,/g, "")) : NaN;
    if (amount >= 300) out.money = { amount, isCeiling: true, isBudget: false };
  }
  const guests = guestCountMention(rest);
  if (guests !== undefined) out.guests = guests;
  else {
    // "our guest count is now 95", "headcount went up to 140".
    const count =
      /\b(?:guest count|headcount|head count|number of guests)\b\D{0,24}?\b(\d{1,4})\b(?!\s?(?:k|%|dollars|days|weeks|months))/.exec(
        rest,
      );
    const n = count ? Number(count[1]) : NaN;
    if (n >= 2 && n <= 5000) out.guests = n;
  }
  for (const [id, re] of CITY_PATTERNS) if (re.test(text)) out.city ??= id;
  for (const [slug, re] of CATEGORY_PATTERNS) {
    if (re.test(text)) {
      out.category = slug;
      break;
    }
  }
  // A category typed with a typo ("photgrapher"), when no word named one exactly.
  if (!out.category) {
    const near = fuzzyCategory(text);
    if (near) out.category = near;
  }
  if (!out.city) {
    const place = outsideCity(text);
    if (place) out.outsideCity = place;
  }
  for (const [style, re] of STYLE_PATTERNS) {
    if (re.test(text)) {
      out.style = style;
      break;
    }
  }
  if (/\b(indoors?|inside|indoor)\b/.test(text)) out.setting = "indoor";
  if (/\b(outdoors?|outside|open[- ]air|al fresco)\b/.test(text)) out.setting = "outdoor";
  const date = dateMention(text);
  if (date) out.date = date;
  return out;
}

/** `later` wins over `earlier`, key by key. */
export function mergeEntities(earlier: Entities, later: Entities): Entities {
  const merged: Entities = { ...earlier };
  for (const [k, v] of Object.entries(later)) if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
  // A city of ours and a place we don't serve replace each other.
  if (later.city) delete merged.outsideCity;
  if (later.outsideCity) delete merged.city;
  return merged;
}

/**
 * The venue a "save …" message names: "save Lakeview Glasshouse", "please add the Foundry Loft to our
 * saved venues". Returns `{ ordinal }` for "save the first one" / "save it" (1 = first, -1 = "it"/"that").
 */
export function extractVenueReference(message: string): { name?: string; ordinal?: number } | undefined {
  const text = message.replace(/[“”"]/g, "").replace(/\s+/g, " ").trim();
  const m =
    /\b(?:save|bookmark|shortlist|favou?rite|heart|add|keep)\s+(.+?)(?:\s+(?:to|in|on|into|onto)\s+(?:my|our|the)\s+(?:saved|venues?|favou?rites?|shortlist|list|saved venues)\b.*)?(?:\s+(?:for (?:me|us)|please))?[.!?]*$/i.exec(
      text,
    );
  if (!m) return undefined;
  let name = m[1]!.trim().replace(/^(?:the venue|venue|the)\s+/i, "");
  name = name.replace(/\s+(?:venue|for (?:me|us)|please)$/i, "").trim();
  const lower = name.toLowerCase();
  const ordinals: Record<string, number> = {
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
    last: 0,
    final: 0,
  };
  // "that last one", "the final one on that list", "the last one you showed" (seventh round, decision 063).
  const ord =
    /^(?:the\s+|that\s+|this\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)(?:\s+(?:one|venue|option|place))?(?:\s+(?:on|in|from)\s+(?:that|the|your|this)\s+list|\s+you\s+(?:showed|listed|mentioned|gave|sent)(?:\s+(?:me|us))?)?$/.exec(
      lower,
    );
  if (ord) return { ordinal: ordinals[ord[1]!]! };
  const num = /^(?:number|no\.?|#)\s?([1-5])$/.exec(lower);
  if (num) return { ordinal: Number(num[1]) };
  if (/^(it|that|that one|this one|this|that venue|this venue|them)$/.test(lower)) return { ordinal: -1 };
  if (name.length < 2) return undefined;
  return { name };
}
