/**
 * When two guest entries are likely the same person (issue #12): the CSV import flags them before the
 * couple confirms, and "find your invitation" can match a typed name the same way. Pure, no I/O.
 *
 * Two entries match when
 * - they carry the same email address (case-insensitive), or
 * - their names match: the given names match (equal, or a common short form of the other — "Chris" /
 *   "Christopher", "Bob" / "Robert" — or one typo apart) and the family names match (equal or one typo
 *   apart), with at most one typo overall. A typo is one Damerau-Levenshtein edit (a wrong, missing,
 *   extra or swapped letter) and only counts on names of 5 letters or more: "Jon" and "Jan" are two
 *   people, "Catherine" and "Cathrine" are one. Accents, case, apostrophes and hyphens are ignored, and
 *   "Lee, Chris" reads as "Chris Lee". Middle names are ignored.
 *
 * Looking up n names against m is near-linear: entries are indexed by family name and by each of its
 * one-letter deletions (any two strings one edit apart share one), so only a small block is compared.
 */
import { foldLetters, sameNicknameFamily } from "./person-names";

/** Lower case, accents folded, apostrophes and hyphens dropped, anything else not a letter → space. */
export function foldName(name: string): string {
  return foldLetters(name)
    .replace(/['’‘`´\-‐‑]/g, "")
    .replace(/[^\p{L}]+/gu, " ")
    .trim();
}

export type NameParts = { given: string; family: string };

/** Given and family name of a full name ("Lee, Chris" → chris / lee); null when it has no letters. */
export function nameParts(name: string): NameParts | null {
  const comma = name.split(",");
  const ordered = comma.length === 2 ? `${comma[1]} ${comma[0]}` : name;
  const words = foldName(ordered).split(" ").filter(Boolean);
  if (words.length === 0) return null;
  return { given: words[0]!, family: words[words.length - 1]! };
}

/** Whether two different words are one Damerau-Levenshtein edit apart, in one pass without allocating. */
export function isOneEditApart(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (i === la && i === lb) return false; // equal: zero edits
  const restEqual = (x: string, xi: number, y: string, yi: number) => {
    if (x.length - xi !== y.length - yi) return false;
    for (; xi < x.length; xi++, yi++) if (x[xi] !== y[yi]) return false;
    return true;
  };
  if (la === lb)
    return (
      restEqual(a, i + 1, b, i + 1) || // wrong letter
      (a[i] === b[i + 1] && a[i + 1] === b[i] && restEqual(a, i + 2, b, i + 2)) // swapped neighbours
    );
  return la > lb ? restEqual(a, i + 1, b, i) : restEqual(a, i, b, i + 1); // extra or missing letter
}

/** The letters a typo may touch: names of 5 letters or more. */
const TYPO_MIN_LETTERS = 5;

/** Edits between two name words: 0 equal, 1 one typo apart (the longer ≥ 5 letters), otherwise Infinity. */
function wordEdits(a: string, b: string): number {
  if (a === b) return 0;
  if (Math.max(a.length, b.length) < TYPO_MIN_LETTERS) return Infinity;
  return isOneEditApart(a, b) ? 1 : Infinity;
}

function givenEdits(a: string, b: string): number {
  if (sameNicknameFamily(a, b)) return 0;
  return wordEdits(a, b);
}

/** Whether two names are likely the same person (see the module comment). */
export function isSameName(a: string, b: string): boolean {
  const pa = nameParts(a);
  const pb = nameParts(b);
  return pa !== null && pb !== null && partsMatch(pa, pb);
}

function partsMatch(a: NameParts, b: NameParts): boolean {
  const family = wordEdits(a.family, b.family);
  if (family > 1) return false;
  return family + givenEdits(a.given, b.given) <= 1;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The one-letter deletions of a family name a typo may touch ("smith" → "mith", "sith", …). */
function deletions(family: string): string[] {
  if (family.length < TYPO_MIN_LETTERS) return [];
  return Array.from(family, (_c, i) => `${family.slice(0, i)}${family.slice(i + 1)}`);
}

export type PersonEntry<T> = { name: string; email?: string; ref: T };

/**
 * An index of people to look likely duplicates up in: `add` entries, then `find` returns the earliest
 * added entry that matches (by email first, then by name), or null.
 *
 * Blocks: an entry is filed under its family name and under "~" + each one-letter deletion of it. A name
 * one typo away shares a block: a wrong or swapped letter gives a common deletion ("~smth" for "smith"
 * and "smyth"), an extra letter gives this name among the other's deletions, a missing letter makes this
 * name one of the other's deletions.
 */
export function createDuplicateIndex<T>() {
  type Item = { parts: NameParts; ref: T; seq: number };
  const byEmail = new Map<string, T>();
  const byKey = new Map<string, Item[]>();
  let seq = 0;
  const file = (key: string, item: Item) => {
    const list = byKey.get(key);
    if (list) list.push(item);
    else byKey.set(key, [item]);
  };
  return {
    add(entry: PersonEntry<T>): void {
      const email = entry.email ? normalizeEmail(entry.email) : "";
      if (email && !byEmail.has(email)) byEmail.set(email, entry.ref);
      const parts = nameParts(entry.name);
      if (!parts) return;
      const item = { parts, ref: entry.ref, seq: seq++ };
      file(parts.family, item);
      for (const d of deletions(parts.family)) file(`~${d}`, item);
    },
    find(entry: { name: string; email?: string }): T | null {
      const email = entry.email ? normalizeEmail(entry.email) : "";
      const byMail = email ? byEmail.get(email) : undefined;
      if (byMail !== undefined) return byMail;
      const parts = nameParts(entry.name);
      if (!parts) return null;
      const probes = new Set([parts.family, `~${parts.family}`]);
      for (const d of deletions(parts.family)) probes.add(`~${d}`).add(d);
      let best: Item | null = null;
      // Blocks are in insertion order: the first match of a block is its earliest.
      for (const probe of probes)
        for (const item of byKey.get(probe) ?? []) {
          if (best && item.seq >= best.seq) break;
          if (partsMatch(parts, item.parts)) {
            best = item;
            break;
          }
        }
      return best?.ref ?? null;
    },
  };
}

/** One comparison (find-your-invitation, tests): same email, or likely the same name. */
export function isLikelySamePerson(
  a: { name: string; email?: string },
  b: { name: string; email?: string },
): boolean {
  const ea = a.email ? normalizeEmail(a.email) : "";
  if (ea && ea === (b.email ? normalizeEmail(b.email) : "")) return true;
  return isSameName(a.name, b.name);
}
