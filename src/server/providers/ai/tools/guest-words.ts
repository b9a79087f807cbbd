import { editDistance } from "@shared/rules/edit-distance";

/**
 * Words June uses about a guest list (issue #12), shared by the add_guests tool and the built-in engine:
 * how a household is addressed when the couple gave no name, and which of the couple's events a typed
 * event name means. Pure.
 */

/** "Chris Lee" → { first: "Chris", last: "Lee" }; one word → no last name. */
function split(name: string): { first: string; last?: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { first: words[0] ?? "" };
  return { first: words.slice(0, -1).join(" "), last: words[words.length - 1]! };
}

/**
 * How the invitation is addressed, from its guests' names (what Zola and The Knot do): one guest → their
 * name; one shared last name → "Chris & Sam Lee" / "Chris, Sam & Jo Lee", and "The Lee family" from four
 * on; different last names → "Chris Lee & Sam Park" (all names joined; past 120 characters, "Chris Lee
 * & family").
 */
export function householdNameFor(names: string[]): string {
  const clean = names.map((n) => n.trim().replace(/\s+/g, " ")).filter(Boolean);
  if (clean.length <= 1) return clean[0] ?? "";
  const parts = clean.map(split);
  const last = parts[0]!.last;
  const join = (items: string[]) =>
    items.length <= 2 ? items.join(" & ") : `${items.slice(0, -1).join(", ")} & ${items[items.length - 1]}`;
  let name: string;
  if (last && parts.every((p) => p.last?.toLowerCase() === last.toLowerCase()))
    name = parts.length >= 4 ? `The ${last} family` : `${join(parts.map((p) => p.first))} ${last}`;
  else name = join(clean);
  return name.length <= 120 ? name : `${clean[0]} & family`.slice(0, 120);
}

const eventKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\b(the|our|my|a)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/s$/, "");

/**
 * The couple's event a typed name means, case-insensitively: the same name ("the Reception", "receptions"),
 * the only event whose name starts with or contains it ("rehearsal" → "Rehearsal Dinner"), or the only one
 * whose words it types with a typo ("cermony" → "Ceremony").
 */
export function matchEvent<E extends { name: string }>(typed: string, events: E[]): E | undefined {
  const want = eventKey(typed);
  if (!want) return undefined;
  const exact = events.filter((e) => eventKey(e.name) === want);
  if (exact.length === 1) return exact[0];
  const partial = events.filter((e) => {
    const k = eventKey(e.name);
    return k.startsWith(want) || k.split(" ").includes(want) || (want.length >= 5 && k.includes(want));
  });
  if (partial.length === 1) return partial[0];
  if (partial.length > 1) return undefined;
  // "cermony", "recepton": every word typed one letter off a word of one event (issue #16, decision 063).
  const typo = events.filter((e) => {
    const words = eventKey(e.name).split(" ");
    return want.split(" ").every((t) => words.some((w) => nearEventWord(t, w)));
  });
  return typo.length === 1 ? typo[0] : undefined;
}

/** One letter off, in words of five letters or more that start alike (the site's typo rule, decision 022). */
const nearEventWord = (typed: string, word: string) =>
  typed.length >= 5 && word.length >= 5 && typed[0] === word[0] && editDistance(typed, word, 1) <= 1;

/** Typed words that mean every event. */
export const ALL_EVENTS =
  /^(all|every|everything|all (of )?(the |our )?events?|every event|(the |our )?(whole |entire )?wedding|all of it)$/i;
