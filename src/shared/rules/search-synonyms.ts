/**
 * Search words a couple types and the listing words they mean (issue #18, decision 006 addendum on
 * synonyms): "rustic" finds barns and farms, "lake view" finds lakeside and waterfront venues. One table
 * for venues and vendors; the server expands a query with it (modules/listings/listing-search.ts) and
 * corrects misspellings of its words even when no listing has them yet (query-correction.ts).
 *
 * Each group: `says` — the words and phrases (lower case, singular where it matters) that call on it;
 * `finds` — the listing words (and "two word" phrases) a query for any of them matches. Matching a phrase
 * needs its words in order, side by side in the query ("lake view", not "view lake"). A word is said in one
 * group only, so its meaning is never ambiguous. A listing with the exact words typed still ranks above
 * one found only through a synonym.
 */
export type SynonymGroup = { says: readonly string[]; finds: readonly string[] };

export const searchSynonymGroups: readonly SynonymGroup[] = [
  // Venue styles, settings and what surrounds them.
  {
    says: ["rustic", "barn", "farm", "farmhouse", "ranch", "countryside", "rustic barn", "barn venue"],
    finds: ["rustic", "barn", "farm", "farmhouse", "ranch"],
  },
  {
    says: [
      "lake",
      "lakeside",
      "lakefront",
      "lakeview",
      "lake view",
      "lake front",
      "by the lake",
      "on the lake",
    ],
    finds: ["lake", "lakeside", "lakefront", "lakeview", "waterfront"],
  },
  {
    says: ["waterfront", "water view", "by the water", "on the water", "riverfront", "river"],
    finds: ["waterfront", "lakeside", "lakefront", "riverfront", "river", "beach"],
  },
  {
    says: ["beach", "beachfront", "seaside", "shore", "beach front"],
    finds: ["beach", "beachfront", "shore", "waterfront", "lakeside"],
  },
  {
    says: ["garden", "botanical", "botanical garden", "greenhouse", "conservatory", "arboretum"],
    // Not "outdoor": every outdoor venue says it (its setting), so "garden" would list half the city.
    finds: ["garden", "botanical", "greenhouse", "conservatory", "arboretum"],
  },
  {
    says: ["industrial", "warehouse", "loft", "industrial loft", "factory", "exposed brick"],
    finds: ["industrial", "warehouse", "loft", "factory"],
  },
  {
    says: ["ballroom", "grand hall", "banquet", "banquet hall"],
    finds: ["ballroom", "banquet", "grand hall"],
  },
  {
    says: ["vineyard", "winery", "wine country"],
    finds: ["vineyard", "winery"],
  },
  {
    says: ["rooftop", "roof top", "roof", "skyline", "city view"],
    // Not "roof": "everything under one roof" is no rooftop (the June eval caught it).
    finds: ["rooftop", "roof deck", "skyline"],
  },
  {
    says: ["historic", "historical", "mansion", "estate", "heritage"],
    finds: ["historic", "mansion", "estate", "heritage"],
  },
  {
    says: ["outdoor", "outdoors", "outside", "open air", "al fresco"],
    finds: ["outdoor", "open air"],
  },
  {
    says: ["indoor", "indoors", "inside"],
    finds: ["indoor"],
  },
  // Vendors: words for a category the category's own terms do not have (db/seed: marketplace_category_terms).
  {
    says: ["florist", "flower", "floral", "bouquet"],
    finds: ["florist", "flower", "floral", "bouquet"],
  },
  {
    says: ["cake", "bakery", "baker", "dessert", "cupcake"],
    finds: ["cake", "bakery", "baker", "dessert", "cupcake"],
  },
  {
    says: ["limo", "limousine", "shuttle", "getaway car"],
    finds: ["limo", "limousine", "shuttle", "transportation"],
  },
  {
    says: ["makeup", "make up", "hair and makeup", "beauty"],
    finds: ["makeup", "beauty", "stylist"],
  },
  {
    says: ["officiant", "minister", "celebrant"],
    finds: ["officiant", "minister", "celebrant"],
  },
];

/** The longest phrase a group says, in words. */
const MAX_PHRASE_WORDS = Math.max(...searchSynonymGroups.flatMap((g) => g.says.map(wordCount)));

function wordCount(phrase: string): number {
  return phrase.split(" ").length;
}

/** Said word or phrase → its group. */
const groupBySaying: ReadonlyMap<string, SynonymGroup> = new Map(
  searchSynonymGroups.flatMap((g) => g.says.map((s) => [s, g] as const)),
);

/**
 * The singular a table lookup tries for a plural ("barns", "wineries", "beaches"); full-text search stems
 * the words itself, this only finds the group.
 */
function singularsOf(word: string): string[] {
  const out = [word];
  if (word.endsWith("ies") && word.length > 4) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es") && word.length > 4) out.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) out.push(word.slice(0, -1));
  return out;
}

function groupOf(words: string[]): SynonymGroup | undefined {
  const last = words[words.length - 1]!;
  const head = words.slice(0, -1).join(" ");
  for (const form of singularsOf(last)) {
    const group = groupBySaying.get(head ? `${head} ${form}` : form);
    if (group) return group;
  }
  return undefined;
}

/** Every single word of the table (said or found): words a query may be corrected to. */
export const synonymVocabulary: readonly string[] = [
  ...new Set(
    searchSynonymGroups.flatMap((g) => [...g.says, ...g.finds]).flatMap((phrase) => phrase.split(" ")),
  ),
].filter((w) => w.length >= 4);

/**
 * A query read for synonyms: `rest` is the query with the words and phrases the table knows blanked out
 * (the rest keeps its web-search meaning), `groups` one `to_tsquery` operand per phrase found — the listing
 * words it finds, and the phrase itself — e.g. `(lake | lakeside | … | (lake & view))`.
 */
export type SynonymExpansion = { rest: string; groups: string[] };

/**
 * The synonyms of a query's words and phrases, or undefined when it has none, or uses web-search syntax
 * (quotes, "-word", "or"), whose meaning an expansion would change.
 */
export function expandSynonyms(q: string): SynonymExpansion | undefined {
  if (/["“”]|(^|\s)-|(^|\s)or(\s|$)/iu.test(q)) return undefined;
  const words = [...q.toLowerCase().matchAll(/\p{L}+/gu)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const groups: string[] = [];
  let rest = q;
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && !matched; n--) {
      const span = words.slice(i, i + n);
      // A phrase's words must be side by side: only spaces between them.
      const isAdjacent = span.every((w, k) => k === 0 || /^\s+$/u.test(q.slice(span[k - 1]!.end, w.start)));
      const group = isAdjacent ? groupOf(span.map((w) => w.word)) : undefined;
      if (!group) continue;
      const said = n === 1 ? span[0]!.word : `(${span.map((w) => w.word).join(" & ")})`;
      const found = group.finds.map((f) => f.split(" ").join(" <-> "));
      groups.push(`(${[...new Set([...found, said])].join(" | ")})`);
      const from = span[0]!.start;
      const to = span[n - 1]!.end;
      rest = rest.slice(0, from) + " ".repeat(to - from) + rest.slice(to);
      matched = n;
    }
    i += matched || 1;
  }
  if (groups.length === 0) return undefined;
  return { rest: rest.replace(/\s+/gu, " ").trim(), groups };
}
