import { cityById, vendorCategories, type CityId, type VendorCategorySlug } from "../catalog";
import type { VenueStyle } from "../marketplace-catalog";
import { centsLabel, profileFieldLabels, type ProfileFieldName } from "./june-changes";

/**
 * What June did, in words a couple understands (issue #18): the one table of phrases shown under her
 * replies ("Looked at your budget", "Searched venues in Nashville"). A tool hands its phrase facts, not
 * its input: catalog values (a city id, a style, a category) and numbers, never a model's free text (a
 * query, a topic, a slug), so no raw query string, tool name or JSON can reach the chat. Shared so the
 * landing page's scripted demo is tested against the same words (features/landing/utils/chat-script.ts).
 */
export type JuneToolFacts = {
  couple_profile: Record<string, never>;
  search_venues: {
    city?: CityId;
    style?: VenueStyle;
    guests?: number;
    maxPrice?: number;
    found: number;
    /** The search counted only up to `found` (1,000). */
    foundIsLowerBound?: boolean;
  };
  search_vendors: {
    city?: CityId;
    category?: VendorCategorySlug;
    maxPrice?: number;
    found: number;
    foundIsLowerBound?: boolean;
  };
  budget_summary: Record<string, never>;
  guest_stats: Record<string, never>;
  saved_venues: Record<string, never>;
  days_to_wedding: { hasDate: boolean };
  /** The title of the guide June read (the product's own text), when she found one. */
  planning_guide: { guideTitle?: string };
  /** The venue's name from the database, when June could propose saving it. */
  save_venue: { venueName?: string };
  /**
   * Counts only (names are the couple's words): proposed, or — `added` — written after they confirmed
   * (issue #12). Without counts: the proposal could not be made.
   */
  add_guests: { guests?: number; plusOnes?: number; added?: boolean };
  /** Issue #16's proposals: the new amount (cents) or the fields, and names from the database. */
  set_total_budget: { amountCents?: number };
  set_category_allocation: { categoryName?: string; amountCents?: number };
  update_profile: { fields?: ProfileFieldName[] };
  remove_saved_venue: { venueName?: string };
};

export type JuneToolName = keyof JuneToolFacts;

/**
 * A count of search results as June says it: "1,000+" when the search counted only that far (a text
 * search with more matches, docs/decisions/056), else the number.
 */
export const countText = (n: number, lowerBound?: boolean): string =>
  lowerBound ? `${n.toLocaleString("en-US")}+` : String(n);

/** When a phrase cannot be had (the tool's summary failed): still words, never the tool's name. */
export const JUNE_TOOL_FALLBACK_PHRASE = "Looked something up for you";

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const found = (n: number, lowerBound?: boolean) =>
  n === 0 ? "none found" : `${countText(n, lowerBound)} found`;
const inCity = (id?: CityId) => (id ? `in ${cityById(id)?.name}` : undefined);
const under = (n?: number) => (n !== undefined ? `under ${usd(n)}` : undefined);
/** "Wedding Planners" → "wedding planners", "DJs & Bands" → "DJs & bands". */
const lower = (name = "") => name.replace(/\b[A-Z][a-z]+\b/g, (w) => w.toLowerCase());
const words = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(" ");

export const juneToolPhrases: { [K in JuneToolName]: (facts: JuneToolFacts[K]) => string } = {
  couple_profile: () => "Looked at your wedding details",
  search_venues: (f) =>
    `${words(
      "Searched",
      f.style,
      "venues",
      inCity(f.city),
      f.guests !== undefined && `for ${f.guests} guests`,
      under(f.maxPrice),
    )} (${found(f.found, f.foundIsLowerBound)})`,
  search_vendors: (f) =>
    `${words(
      "Searched",
      f.category ? lower(vendorCategories.find((c) => c.slug === f.category)?.name) : "vendors",
      inCity(f.city),
      under(f.maxPrice),
    )} (${found(f.found, f.foundIsLowerBound)})`,
  budget_summary: () => "Looked at your budget",
  guest_stats: () => "Looked at your guest list",
  saved_venues: () => "Looked at your saved venues",
  days_to_wedding: (f) => (f.hasDate ? "Counted the days to your wedding" : "Looked for your wedding date"),
  planning_guide: (f) =>
    f.guideTitle ? `Read the planning guide “${f.guideTitle}”` : "Looked through the planning guides",
  save_venue: (f) => (f.venueName ? `Suggested saving ${f.venueName}` : "Couldn't find that venue to save"),
  add_guests: (f) => {
    if (!f.guests) return "Couldn't add those guests yet";
    const who = `${f.guests} ${f.guests === 1 ? "guest" : "guests"}${f.plusOnes ? ` and ${f.plusOnes === 1 ? "a plus-one" : `${f.plusOnes} plus-ones`}` : ""}`;
    return f.added ? `Added ${who} to your guest list` : `Suggested adding ${who} to your guest list`;
  },
  set_total_budget: (f) =>
    f.amountCents !== undefined
      ? `Suggested a total budget of ${centsLabel(f.amountCents)}`
      : "Couldn't change your total budget yet",
  set_category_allocation: (f) =>
    f.categoryName && f.amountCents !== undefined
      ? `Suggested ${centsLabel(f.amountCents)} for ${f.categoryName}`
      : "Couldn't change that budget category yet",
  update_profile: (f) =>
    f.fields?.length
      ? `Suggested changing your ${f.fields.map((x) => profileFieldLabels[x]).join(" and ")}`
      : "Couldn't change your wedding details yet",
  remove_saved_venue: (f) =>
    f.venueName ? `Suggested removing ${f.venueName} from your venues` : "Couldn't find that saved venue",
};

export const juneToolNames = Object.keys(juneToolPhrases) as JuneToolName[];

export function juneToolPhrase<K extends JuneToolName>(name: K, facts: JuneToolFacts[K]): string {
  return juneToolPhrases[name](facts);
}
