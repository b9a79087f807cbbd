import type { CityId, VendorCategorySlug } from "@shared/catalog";
import type { VenueStyle } from "@shared/marketplace-catalog";

/**
 * Entity extraction for the built-in planner engine (issue #4): what a couple's message says about
 * city, vendor category, guest count, money, venue style, setting, date and a venue name to save.
 * Pure: no database, no tools.
 */

export type Money = {
  amount: number;
  /** "under $8k", "up to 5,000", "max $2000": a ceiling for a search. */
  isCeiling: boolean;
  /** "budget of 30k", "our budget is $30,000": the couple's total, not a price limit. */
  isBudget: boolean;
};

export type Entities = {
  city?: CityId;
  category?: VendorCategorySlug;
  guests?: number;
  money?: Money;
  style?: VenueStyle;
  setting?: "indoor" | "outdoor";
  /** YYYY-MM-DD; YYYY-MM when only a month and year are given; --MM-DD without a year. */
  date?: string;
};

const CITY_PATTERNS: [CityId, RegExp][] = [
  ["cleveland", /\b(cleveland|cle)\b/],
  ["columbus", /\b(columbus|cbus)\b/],
  ["cincinnati", /\b(cincinnati|cincy|cinci)\b/],
  ["nashville", /\b(nashville|music city)\b/],
];

/** Category synonyms, checked in order (the first match wins, so specific words come first). */
const CATEGORY_PATTERNS: [VendorCategorySlug, RegExp][] = [
  ["videographers", /\b(videographers?|videography|video ?graphers?|videos?|filmmakers?|wedding films?)\b/],
  ["photographers", /\b(photographers?|photography|photo ?graphers?|photos?|pictures|portraits?)\b/],
  [
    "weddingplanners",
    /\b(wedding planners?|planners?|coordinators?|day[- ]of coordinat\w*|planning services?)\b/,
  ],
  ["hairmakeup", /\b(hair|make-?up|mua|stylists?|hair ?stylists?|beauty|glam)\b/],
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

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_RE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

function monthIndex(word: string): number {
  const w = word.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(w));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Lower-case, straight quotes, single spaces. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
}

function parseAmount(digits: string, suffix: string | undefined): number {
  const n = Number(digits.replace(/,/g, ""));
  if (!suffix) return Math.round(n);
  return Math.round(n * (/^m/.test(suffix) ? 1_000_000 : 1000));
}

/** Money in the text, and the text with it blanked out (so its digits are not read as a guest count). */
function extractMoney(text: string): { money?: Money; rest: string } {
  const patterns = [
    // $20k, $20,000, $1.5k, $ 300
    /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|thousand|grand|m|million)?\b/,
    // 20k, 20 grand, 20 thousand (not "20k guests")
    /\b(\d+(?:\.\d+)?)\s?(k|grand|thousand)\b(?!\s*(?:guests|people))/,
    // 20,000 dollars / usd
    /\b(\d{1,3}(?:,\d{3})+|\d+)\s?(dollars|usd|bucks)\b/,
    // budget of 20000, budget is 20,000
    /\bbudget (?:of|is|around|about|at)?\s?(\d{1,3}(?:,\d{3})+|\d{4,})\b()/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const suffix = m[2] && /^(dollars|usd|bucks)$/.test(m[2]) ? undefined : m[2] || undefined;
    const amount = parseAmount(m[1]!, suffix);
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
    const isCeiling =
      /\b(under|below|less than|at most|up to|max(imum)?|no more than|within|cheaper than|or less|tops|budget for the venue)\s*$/.test(
        before,
      ) || /^\s*(or less|max|maximum|tops|or under)\b/.test(after);
    const isBudget = /\bbudget\b/.test(before + m[0]) || /^\s*(total )?budget\b/.test(after);
    return {
      money: { amount, isCeiling, isBudget },
      rest: text.slice(0, m.index) + " ".repeat(m[0].length) + text.slice(m.index + m[0].length),
    };
  }
  return { rest: text };
}

function extractGuests(text: string): number | undefined {
  const patterns = [
    /\b(\d{1,4})\s?(?:\+\s?)?(?:guests?|people|persons|attendees|ppl|heads|pax|invitees)\b/,
    /\b(\d{1,4})[- ]person\b/,
    /\b(?:guest count|headcount|head count|guest list) (?:of|is|around|about)?\s?(\d{1,4})\b/,
    /\b(?:for|seat|seats|seating|fit|fits|hold|holds|host|hosts|accommodate|accommodates|party of)\s(?:about |around |up to |at least )?(\d{2,4})\b(?!\s?(?:k|%|percent|dollars|days|weeks|months|years|am|pm))/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const n = Number(m[1]);
    if (n >= 2 && n <= 5000) return n;
  }
  return undefined;
}

function extractDate(text: string): string | undefined {
  const iso = /\b(20\d\d)-(\d\d)-(\d\d)\b/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const us = /\b(\d{1,2})\/(\d{1,2})\/(20\d\d|\d\d)\b/.exec(text);
  if (us) {
    const year = us[3]!.length === 2 ? `20${us[3]}` : us[3]!;
    return `${year}-${pad(Number(us[1]))}-${pad(Number(us[2]))}`;
  }
  const monthDay = new RegExp(`\\b${MONTH_RE}\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (20\\d\\d))?\\b`).exec(
    text,
  );
  if (monthDay) {
    const month = pad(monthIndex(monthDay[1]!) + 1);
    const day = Number(monthDay[2]);
    // Without a year: ISO 8601's "--MM-DD".
    if (day >= 1 && day <= 31)
      return monthDay[3] ? `${monthDay[3]}-${month}-${pad(day)}` : `--${month}-${pad(day)}`;
  }
  const monthYear = new RegExp(`\\b${MONTH_RE} (?:of )?(20\\d\\d)\\b`).exec(text);
  if (monthYear) return `${monthYear[2]}-${pad(monthIndex(monthYear[1]!) + 1)}`;
  return undefined;
}

/** Entities of one message. Later messages override earlier ones when merged (see mergeEntities). */
export function extractEntities(message: string): Entities {
  const text = normalize(message);
  const out: Entities = {};
  const { money, rest } = extractMoney(text);
  if (money) out.money = money;
  const guests = extractGuests(rest);
  if (guests !== undefined) out.guests = guests;
  for (const [id, re] of CITY_PATTERNS) if (re.test(text)) out.city ??= id;
  for (const [slug, re] of CATEGORY_PATTERNS) {
    if (re.test(text)) {
      out.category = slug;
      break;
    }
  }
  for (const [style, re] of STYLE_PATTERNS) {
    if (re.test(text)) {
      out.style = style;
      break;
    }
  }
  if (/\b(indoors?|inside|indoor)\b/.test(text)) out.setting = "indoor";
  if (/\b(outdoors?|outside|open[- ]air|al fresco)\b/.test(text)) out.setting = "outdoor";
  const date = extractDate(text);
  if (date) out.date = date;
  return out;
}

/** `later` wins over `earlier`, key by key. */
export function mergeEntities(earlier: Entities, later: Entities): Entities {
  const merged: Entities = { ...earlier };
  for (const [k, v] of Object.entries(later)) if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
  return merged;
}

/**
 * The venue a "save …" message names: "save Lakeview Glasshouse", "please add the Foundry Loft to our
 * saved venues". Returns `{ ordinal }` for "save the first one" / "save it" (1 = first, -1 = "it"/"that").
 */
export function extractVenueReference(message: string): { name?: string; ordinal?: number } | undefined {
  const text = message.replace(/[“”"]/g, "").replace(/\s+/g, " ").trim();
  const m =
    /\b(?:save|bookmark|shortlist|favou?rite|heart|add)\s+(.+?)(?:\s+(?:to|in|on|into|onto)\s+(?:my|our|the)\s+(?:saved|venues?|favou?rites?|shortlist|list|saved venues)\b.*)?(?:\s+(?:for (?:me|us)|please))?[.!?]*$/i.exec(
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
  };
  const ord =
    /^(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)(?:\s+(?:one|venue|option))?$/.exec(
      lower,
    );
  if (ord) return { ordinal: ordinals[ord[1]!]! };
  const num = /^(?:number|no\.?|#)\s?([1-5])$/.exec(lower);
  if (num) return { ordinal: Number(num[1]) };
  if (/^(it|that|that one|this one|this|that venue|this venue|them)$/.test(lower)) return { ordinal: -1 };
  if (name.length < 2) return undefined;
  return { name };
}
