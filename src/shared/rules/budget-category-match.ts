/**
 * Which of the couple's budget categories a category named in their words is (issue #16: "set flowers to
 * $3,000"): forgiving on purpose — case, plurals, "&"/"and", the trade's name for the thing ("florist",
 * "photographer", "DJ") and a typo or two — but never a guess between two equally good candidates. Pure:
 * June's set_category_allocation tool and its tests use it; the couple's own category names (default
 * ones like "Flowers & decor" or their own like "Florist") are the candidates.
 */
import { editDistance } from "./edit-distance";
import { looseMatch, looseNameScore, typoBudget, type LooseMatch } from "./loose-name-match";

/**
 * Words that name one thing a couple budgets for, each mapped to that thing: the default categories'
 * words (budget-defaults.ts) and how couples and vendors say them.
 */
const CONCEPTS: Readonly<Record<string, string>> = {
  venue: "venue",
  venues: "venue",
  location: "venue",
  reception: "venue",
  hall: "venue",
  catering: "catering",
  caterer: "catering",
  caterers: "catering",
  food: "catering",
  dinner: "catering",
  meal: "catering",
  drinks: "bar",
  bar: "bar",
  alcohol: "bar",
  bartender: "bar",
  bartenders: "bar",
  photography: "photography",
  photographer: "photography",
  photographers: "photography",
  photo: "photography",
  photos: "photography",
  pictures: "photography",
  photog: "photography",
  photogs: "photography",
  videography: "videography",
  videographer: "videography",
  video: "videography",
  film: "videography",
  flowers: "flowers",
  flower: "flowers",
  florist: "flowers",
  florists: "flowers",
  floral: "flowers",
  florals: "flowers",
  decor: "flowers",
  decorations: "flowers",
  music: "music",
  dj: "music",
  djs: "music",
  band: "music",
  bands: "music",
  musicians: "music",
  musician: "music",
  entertainment: "music",
  attire: "attire",
  dress: "attire",
  gown: "attire",
  suit: "attire",
  suits: "attire",
  tux: "attire",
  beauty: "attire",
  hair: "attire",
  makeup: "attire",
  hmua: "attire",
  mua: "attire",
  glam: "attire",
  cake: "cake",
  cakes: "cake",
  bakery: "cake",
  baker: "cake",
  dessert: "cake",
  desserts: "cake",
  stationery: "stationery",
  stationary: "stationery",
  invitations: "stationery",
  invites: "stationery",
  officiant: "officiant",
  ceremony: "officiant",
  transportation: "transportation",
  transport: "transportation",
  shuttle: "transportation",
  shuttles: "transportation",
  limo: "transportation",
  cars: "transportation",
  rings: "rings",
  ring: "rings",
  jewelry: "rings",
  favors: "favors",
  favours: "favors",
  gifts: "favors",
  planner: "planner",
  planners: "planner",
  planning: "planner",
  coordinator: "planner",
  contingency: "contingency",
  buffer: "contingency",
  emergency: "contingency",
  miscellaneous: "contingency",
  misc: "contingency",
};

/** Every word that names a budget category, for readers that must spot one (June's writes; decision 054). */
export const budgetCategoryWords: readonly string[] = Object.keys(CONCEPTS);

/** Words around a category that are not its name: "the flowers budget", "our photography category". */
const FILLER = ["budget", "category", "line", "costs", "cost", "wedding"];

/** The concept a word names, forgiving a typo of a known word ("fotography" → photography). */
function conceptOf(word: string): string | undefined {
  const known = CONCEPTS[word] ?? CONCEPTS[word.replace(/s$/, "")];
  if (known) return known;
  const budget = typoBudget(word);
  if (budget === 0) return undefined;
  let best: { concept: string; d: number } | undefined;
  for (const [w, concept] of Object.entries(CONCEPTS)) {
    const d = editDistance(word, w, budget);
    if (d <= budget && (!best || d < best.d)) best = { concept, d };
  }
  return best?.concept;
}

const options = { filler: FILLER, conceptOf };

/**
 * How well the couple's words name a category, 0 to 1: every word they typed must match a word of the
 * category (the same, a typo of it, or the same thing in other words: "florist" ~ "Flowers & decor").
 */
export const categoryMatchScore = (typed: string, categoryName: string) =>
  looseNameScore(typed, categoryName, options);

/** The one category the couple's words name; several equally good are ambiguous (June asks which). */
export function matchBudgetCategory<C extends { name: string }>(
  typed: string,
  categories: readonly C[],
): LooseMatch<C> {
  return looseMatch(typed, categories, options);
}
