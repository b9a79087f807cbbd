/**
 * "Find your invitation" name matching (issue #12, docs/decisions/028): how close a name a guest types is
 * to the names on a household. Forgiving on purpose (nicknames, accents, typos, "&" households, either
 * name order): the second fact, not the name, is what protects the list, so the name only has to find
 * the right candidates. Pure: no DOM, no database.
 */
import { editDistance } from "./edit-distance";
import { foldLetters, nicknameSpellings, sameNicknameFamily } from "./person-names";

/** Words that are not names: "The Lee family", "Mr & Mrs Okafor", "Chris and Sam". */
const NOT_NAMES = new Set([
  "and",
  "the",
  "family",
  "household",
  "of",
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "dr",
  "prof",
  "plus",
  "guest",
  "jr",
  "sr",
]);

/** Lower case, accents folded, "&" read as "and", punctuation gone: "Zoë & José O'Brien" → "zoe and jose obrien". */
export function normalizeName(value: string): string {
  return foldLetters(value)
    .replace(/&|\+/g, " and ")
    .replace(/['’`.]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The name words of a name (titles, "and", "family" left out). */
export function nameTokens(value: string): string[] {
  return normalizeName(value)
    .split(" ")
    .filter((t) => t.length > 0 && !NOT_NAMES.has(t));
}

/** How many typos a word of this length may carry and still be the same name. */
function typosAllowed(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  const longer = Math.max(a.length, b.length);
  if (shorter >= 7) return 2;
  if (shorter >= 3 && longer >= 4) return 1;
  return 0;
}

function isTypo(a: string, b: string): boolean {
  const allowed = typosAllowed(a, b);
  return allowed > 0 && Math.abs(a.length - b.length) <= allowed && editDistance(a, b, allowed) <= allowed;
}

/**
 * How alike two name words are, 0 to 1: the same (1), nicknames of one name (0.9), a typo (0.8), or a typo
 * of a nickname ("chirs" ~ "christopher", 0.7).
 */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (sameNicknameFamily(a, b)) return 0.9;
  if (isTypo(a, b)) return 0.8;
  if (nicknameSpellings(b).some((n) => isTypo(a, n)) || nicknameSpellings(a).some((n) => isTypo(n, b)))
    return 0.7;
  return 0;
}

/**
 * How well a typed name matches a household's names (its own name and its guests' names), 0 to 1. Every
 * word typed must match a different word of the candidates, in any order ("Lee Chris"); the score is the
 * mean of the words' similarities. 0 means no match.
 */
export function nameMatchScore(typed: string, candidates: string | readonly string[]): number {
  const query = nameTokens(typed);
  if (query.length === 0) return 0;
  const pool = [candidates].flat().flatMap(nameTokens);
  const used = new Set<number>();
  let total = 0;
  // Best words first, so a strong match is not taken by a weak one's greedy pick.
  const scored = query.map((q) => ({
    q,
    options: pool.map((p, i) => ({ i, s: tokenSimilarity(q, p) })).filter((o) => o.s > 0),
  }));
  scored.sort(
    (x, y) => Math.max(0, ...y.options.map((o) => o.s)) - Math.max(0, ...x.options.map((o) => o.s)),
  );
  for (const { options } of scored) {
    const best = options.filter((o) => !used.has(o.i)).sort((x, y) => y.s - x.s)[0];
    if (!best) return 0;
    used.add(best.i);
    total += best.s;
  }
  return total / query.length;
}

/** The lowest score counted as a match. */
export const NAME_MATCH_THRESHOLD = 0.7;

export function namesMatch(typed: string, candidates: string | readonly string[]): boolean {
  return nameMatchScore(typed, candidates) >= NAME_MATCH_THRESHOLD;
}

/**
 * Whether `typed` is the last name of `fullName`, compared normalised: "O'Brien-Smith" matches "Ann
 * O'Brien-Smith" as "obriensmith" or "smith"; "de la Cruz" matches "Ana de la Cruz" as "delacruz" or "cruz".
 * The first word of a name is never its last name (a household of one first name has none).
 */
export function isLastNameOf(typed: string, fullName: string): boolean {
  const fact = nameTokens(typed).join("");
  const tokens = normalizeName(fullName).split(" ").filter(Boolean);
  if (fact.length === 0 || tokens.length < 2) return false;
  for (let from = 1; from < tokens.length; from++) if (tokens.slice(from).join("") === fact) return true;
  return false;
}
