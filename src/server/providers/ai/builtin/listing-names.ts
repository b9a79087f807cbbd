import { venueStyles } from "@shared/marketplace-catalog";
import { editDistance } from "@shared/rules/edit-distance";
import { nearWord } from "./fuzzy-words";

/**
 * Listing names in a couple's message (issue #16), in two pure steps the engine runs around the site's own
 * search (listing-lookup.ts):
 * 1. `nameSpans`: the runs of words left once the words of a question are taken out ("can **lakevew
 *    glasshouse** fit 150 guests?", "compare **Bramblewood** and **Twin Maples**"), each a candidate name;
 * 2. `nameMatch`: how well a listing the search returned for a run matches it, word by word with the
 *    site's typo distance, so a misspelt name is found and a passing mention in a description is not.
 */

/** Words of questions, requests and wedding talk that are never what distinguishes a listing's name. */
const STOP = new Set(
  `a an the and or but nor of to in on at for from with by about into than then so if is are was were be been
being am do does did done have has had can could would should will shall may might must i i'm me my we we're
we've us our ours you your it it's its they them their those these this that there here what what's which who
whom whose when where why how much many more most less least very really just also too any some all each
every both either neither one ones not no yes please thanks thank hi hey hello june ok okay well still even
venue venues vendor vendors place places listing listings option options spot spots
fit fits fitting seat seats seated seating hold holds holding capacity accommodate accommodates big bigger
biggest large larger small smaller enough room max maximum minimum
cost costs price prices priced pricing cheap cheaper cheapest expensive pricier charge charges fee fees
rate rates starting start starts
compare comparing comparison versus vs difference differences between better best side against
guest guests people persons person couple folks
tell show find search look looking know info information details detail describe description
budget money dollars usd total
save saved remove delete unsave shortlist list favorites favourites take off drop
wedding weddings day date
like love want need get got go going think
good great nice lovely pretty worth available
located location city town area
is isn't doesn't don't can't won't aren't rsvp rsvps rsvp'd rsvped rsvpd rsvping
keep rid ditch scrap nix first second third fourth fifth last 1st 2nd 3rd 4th 5th`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that describe what a listing is, not which one it is ("garden", "barn", "photographers"). */
const DESCRIPTIVE = new Set([
  ...venueStyles,
  ..."barns rustic farm farms gardens rooftops ballrooms vineyards winery lakefront waterfront lake loft lofts warehouse mansion estate indoor indoors outdoor outdoors inside outside photographer photographers photography photos videographer videographers video florist florists flowers floral caterer caterers catering dj djs band bands music baker bakers cake cakes bakery bartender bartenders bar officiant officiants planner planners coordinator hair makeup transportation limo decor decorators cleveland columbus cincinnati nashville cle cbus cincy ohio tennessee".split(
    " ",
  ),
]);

/** Words many names share: alone they don't pick one listing ("Glasshouse" does, "Hall" doesn't). */
const GENERIC_NAME = new Set(
  "house hall club estate estates garden gardens farm farmstead barn studio studios photography photo photos films film events event design designs co company music flowers floral florals catering bakery cakes center centre room rooms loft terrace pavilion ballroom manor inn hotel lodge wedding weddings beauty bar limo collective group lane street place park and the of at on by".split(
    " ",
  ),
);

const tokens = (s: string): string[] =>
  s
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/&/g, " ")
    .match(/[a-z0-9']+/g)
    // "photography's prices": the possessive is not part of the name.
    ?.map((w) => w.replace(/^'+|'+$/g, "").replace(/'s$/, ""))
    .filter(Boolean) ?? [];

export type NameSpan = {
  /** The run's words as typed (lower case). */
  text: string;
  /** True when the couple wrote it with a capital or in quotes, a strong sign it is a name. */
  marked: boolean;
  /** The same words as the couple wrote them ("Blorptown Manor"), for echoing a name not found. */
  typed?: string;
};

/** Candidate listing names: the runs of words between the question's own words, at most three. */
export function nameSpans(message: string): NameSpan[] {
  const spans: NameSpan[] = [];
  const quoted = [...message.matchAll(/["“]([^"”]{2,80})["”]/g)].map((m) => m[1]!);
  for (const q of quoted) spans.push({ text: tokens(q).join(" "), marked: true, typed: q.trim() });
  const rest = message.replace(/["“][^"”]{2,80}["”]/g, " , ");
  // Split into words, keeping where a clause ends (a run never crosses punctuation).
  const parts = rest.split(/([,.;:!?()]|\s+-\s+|\s+)/);
  /** `upper`: written with a capital; `capital`: and not just because it starts a sentence. */
  let run: { word: string; capital: boolean; upper: boolean; typed: string }[] = [];
  let first = true;
  const flush = () => {
    // A run with capitals is the capitalised words ("Twin Maples" in "Twin Maples allow outdoor…").
    const first = run.findIndex((r) => r.upper);
    if (run.some((r) => r.capital) && first >= 0) {
      const last = run.length - 1 - [...run].reverse().findIndex((r) => r.upper);
      run = run.slice(first, last + 1);
    }
    const words = run.map((r) => r.word);
    const meaningful = words.filter((w) => !DESCRIPTIVE.has(w) && !/^\d/.test(w));
    if (meaningful.length > 0 && words.join("").length >= 3)
      spans.push({
        text: words.slice(0, 6).join(" "),
        marked: run.some((r) => r.capital),
        typed: run
          .slice(0, 6)
          .map((r) => r.typed)
          .join(" "),
      });
    run = [];
  };
  /** The next word after parts[i], as typed (for "Good Company", "The Details": see below). */
  const nextWord = (i: number) => parts.slice(i + 1).find((p) => p && !/^\s+$/.test(p));
  let afterCapital = false;
  for (const [i, part] of parts.entries()) {
    if (!part || /^\s+$/.test(part)) continue;
    if (/^[,.;:!?()]$|^\s+-\s+$/.test(part)) {
      afterCapital = false;
      flush();
      // A sentence starts after . ! ? : — not after a comma, where a list of names goes on.
      if (!/^[,()]$|^\s+-\s+$/.test(part)) first = true;
      continue;
    }
    const [word] = tokens(part);
    if (!word) continue;
    // A common word written with a capital inside a capitalised run is part of a name ("Good Company
    // Events", "The Details Weddings", "Second Line Entertainment"; decision 054), not a question word.
    const next = nextWord(i);
    const upper = /^[A-Z]/.test(part);
    const inName: boolean =
      upper && (!first || word === "the") && ((!!next && /^[A-Z]/.test(next)) || afterCapital);
    afterCapital = upper && (!first || inName);
    const stop = (STOP.has(word) && !inName) || /^\$?\d[\d,.]*k?$/.test(word) || word.length < 2;
    if (stop) flush();
    else
      run.push({
        word,
        capital: !first && /^[A-Z]/.test(part),
        upper: /^[A-Z]/.test(part),
        // As written, without a possessive or quotes: the echo keeps the couple's capitals (fourth round).
        typed: part.replace(/['’]s$/, "").replace(/^['’"]+|['’"]+$/g, ""),
      });
    first = false;
  }
  flush();
  return spans.slice(0, 3);
}

/** Words that link a name's words and distinguish nothing ("The Regent Room", "Fig & Olive"). */
const LINKING = new Set(["the", "and", "of"]);

export type NameMatch = {
  /** Share of the name's distinguishing words the span matches (0–1). */
  score: number;
  /** Every distinguishing word of the name was typed. */
  full: boolean;
  /** Every word typed belongs to the name ("the forge" → Forge Event Hall; decision 054). */
  covered: boolean;
};

/**
 * A short word of a name typed one letter off ("hell" for Hall, "hose" for House): the shared typo budget
 * allows none below five letters, so it only counts next to a distinctive word that matched (decision 049).
 */
const nearShort = (typed: string, word: string) =>
  typed.length >= 3 &&
  typed.length <= 5 &&
  word.length >= 3 &&
  word.length <= 5 &&
  typed[0] === word[0] &&
  editDistance(typed, word, 1) <= 1;

/** The words of a span worth sending to the search: what names a listing, without "florist" or "indoors". */
export function searchText(span: string): string {
  const words = tokens(span).filter((w) => !DESCRIPTIVE.has(w));
  return words.length > 0 ? words.join(" ") : span;
}

/**
 * The typed words cut or joined like the name's (sixth round): one word typed for two of the name's
 * ("twinmaples", "harborlight") becomes those two, and two typed for one ("wave crest") become it — each
 * give or take a typo, so "harbourlight" still reads as Harbor Light.
 */
export function resegmented(typed: string[], nameWords: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < typed.length; i++) {
    const t = typed[i]!;
    const next = typed[i + 1];
    if (nameWords.some((w) => nearWord(t, w))) out.push(t);
    else {
      const pair = nameWords.findIndex(
        (w, j) => j + 1 < nameWords.length && nearWord(t, w + nameWords[j + 1]!),
      );
      const joined =
        next !== undefined ? nameWords.find((w) => w.length >= 6 && nearWord(t + next, w)) : undefined;
      if (pair >= 0) out.push(nameWords[pair]!, nameWords[pair + 1]!);
      else if (joined) {
        out.push(joined);
        i++;
      } else out.push(t);
    }
  }
  return out;
}

/** How well `span` names `name`; undefined when it doesn't (no distinguishing word of the name typed). */
export function nameMatch(span: string, name: string): NameMatch | undefined {
  const nameWords = tokens(name).filter((w) => !LINKING.has(w));
  const typed = resegmented(tokens(span), nameWords);
  if (nameWords.length === 0 || typed.length === 0) return undefined;
  const exact = nameWords.filter((w) => typed.some((t) => nearWord(t, w)));
  const distinctive = exact.filter((w) => w.length >= 4 && !GENERIC_NAME.has(w));
  if (distinctive.length === 0) return undefined;
  const hit = nameWords.filter((w) => typed.some((t) => nearWord(t, w) || nearShort(t, w)));
  // Words typed that belong to no part of the name count against it ("lakeview cafe" is not Lakeview
  // Glasshouse) — except words that say what it is ("the larkspur florist", "is Thornbury Hall indoors").
  const stray = typed.filter(
    (t) =>
      !DESCRIPTIVE.has(t) && !LINKING.has(t) && !nameWords.some((w) => nearWord(t, w) || nearShort(t, w)),
  ).length;
  const score = hit.length / nameWords.length - stray * 0.15;
  return { score, full: hit.length === nameWords.length, covered: stray === 0 };
}
