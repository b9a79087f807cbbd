import { nearWord } from "./fuzzy-words";

/**
 * Chat shorthand and misspelt question words, rewritten before anything reads the message (issue #16,
 * decision 049): "wat r ur prices" → "what are your prices", "hw many days til the wedding" → "how many
 * days til the wedding", "can u find a dj w/ good reviews pls" → "… with … please". The engine's patterns are
 * written for plain English; this one small table keeps them so.
 *
 * Names are left alone: a word is rewritten only when typed in lower case (or capitalised as the message's
 * first word), so "Ur", "R" or "Abt" inside a name keep their letters, and the fuzzy step below only fixes
 * long words into the few verbs and nouns writes depend on, never a word written with a capital.
 */

const SHORTHAND: Record<string, string> = {
  u: "you",
  r: "are",
  ur: "your",
  urs: "yours",
  dubble: "double",
  doubel: "double",
  dobule: "double",
  tripple: "triple",
  trippel: "triple",
  halv: "halve",
  persn: "person",
  prsn: "person",
  perosn: "person",
  // "f" for "ph" (sixth round): "fotography", "fotographer", "fotos".
  foto: "photo",
  fotos: "photos",
  // Millions misspelt (ninth round): "15 milion", "2 millon".
  milion: "million",
  millon: "million",
  millio: "million",
  milllion: "million",
  fotog: "photog",
  fotography: "photography",
  fotographer: "photographer",
  fotographers: "photographers",
  pls: "please",
  plz: "please",
  plse: "please",
  thx: "thanks",
  thnx: "thanks",
  thanx: "thanks",
  tx: "thanks",
  abt: "about",
  bout: "about",
  "w/": "with",
  "w/o": "without",
  wat: "what",
  wht: "what",
  whta: "what",
  wut: "what",
  whats: "what's",
  wats: "what's",
  wuts: "what's",
  hw: "how",
  hows: "how's",
  wen: "when",
  whn: "when",
  wens: "when's",
  whens: "when's",
  wer: "where",
  wher: "where",
  whr: "where",
  wheres: "where's",
  wich: "which",
  whch: "which",
  whos: "who's",
  cn: "can",
  cud: "could",
  cld: "could",
  shud: "should",
  shld: "should",
  wud: "would",
  wld: "would",
  b4: "before",
  bc: "because",
  cuz: "because",
  coz: "because",
  im: "i'm",
  ive: "i've",
  weve: "we've",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  cant: "can't",
  wont: "won't",
  isnt: "isn't",
  arent: "aren't",
  thats: "that's",
  theres: "there's",
  wanna: "want to",
  gonna: "going to",
  sav: "save",
  rmv: "remove",
  bf: "boyfriend",
  gf: "girlfriend",
  bday: "birthday",
  ppl: "people",
  // Seventh round (decision 063): "just the reception tho", "bitters n bubbles", "catering oughta be 12k".
  tho: "though",
  n: "and",
  oughta: "ought to",
  // Time words (decision 054): "how many wks til the wedding", "is it less than a yr away", "tmrw".
  wk: "week",
  wks: "weeks",
  wkend: "weekend",
  mo: "month",
  mos: "months",
  mnth: "month",
  mnths: "months",
  yr: "year",
  yrs: "years",
  hr: "hour",
  hrs: "hours",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmw: "tomorrow",
  tomoz: "tomorrow",
  "2moro": "tomorrow",
  "2day": "today",
  tdy: "today",
  yday: "yesterday",
  untill: "until",
  unitl: "until",
  // "til" stays: the patterns read it already.
};

/**
 * Short words the question patterns turn on, typed with two letters swapped ("hwo mnay", "waht", "wehn")
 * — too short for the typo distance, so only the swap is forgiven (decision 054).
 */
const SWAPPABLE = [
  "how",
  "many",
  "much",
  "what",
  "when",
  "where",
  "which",
  "week",
  "weeks",
  "days",
  "until",
  "left",
  "change",
  "music",
];

function unswapped(word: string): string | undefined {
  for (let i = 0; i + 1 < word.length; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (swapped !== word && SWAPPABLE.includes(swapped)) return swapped;
  }
  return undefined;
}

/**
 * Long words a write or a budget question turns on, fixed when typed one or two letters off (the site's
 * typo distance, first letter kept): "increse" → "increase", "alocate" → "allocate", "budjet" → "budget".
 */
const KEYWORDS = [
  "increase",
  "decrease",
  "allocate",
  "allocated",
  "budget",
  "budgeted",
  "earmarked",
  "wedding",
  "remove",
  "reduce",
  "guests",
  "venues",
  "invitations",
  "capacity",
  "unallocated",
  "hypothetically",
  "double",
  "triple",
  "percentage",
  "cheapest",
  "biggest",
  "expensive",
  "contribute",
  "medication",
  "pregnant",
  // Meal words the guest list counts (decision 060): "how many chiken dinners".
  "chicken",
  "vegetarian",
  // Practices the guides explain (decision 060's addendum): "depsoit", "retianer", "cancelation".
  "deposit",
  "retainer",
  "gratuity",
  "cancellation",
  "contract",
];

/** Words that are fine as typed, though near a keyword ("reduced" is not "reduce" misspelt). */
const KEEP = new Set([
  "guest",
  "venue",
  "budgets",
  "weddings",
  "removed",
  "reduced",
  "increased",
  "decreased",
  "invitation",
  "allocation",
  "allocations",
  "wedded",
]);

function fixKeyword(word: string): string {
  if (word.length < 6 || KEEP.has(word) || KEYWORDS.includes(word)) return word;
  return KEYWORDS.find((k) => nearWord(word, k) && !word.startsWith(k)) ?? word;
}

/** "When dose the caterer need…": "does" typed as "dose" before its subject (a dose is "of" something). */
const DOSE_FOR_DOES =
  /\bdose(?= (?:the|a|an|it|this|that|he|she|they|we|you|our|your|my|her|his|their|anyone|everyone|every|each)\b)/g;

/** The message with shorthand written out; everything else (case, punctuation, names) as typed. */
export function expandShorthand(message: string): string {
  return message
    .replace(DOSE_FOR_DOES, "does")
    .replace(/[A-Za-z][A-Za-z0-9'’]*(?:\/[A-Za-z]*)?/g, (word, offset: number) => {
      const lower = word.toLowerCase().replace(/’/g, "'");
      const atStart = /^\s*$/.test(message.slice(0, offset));
      const typedLower = word === lower;
      const capitalisedFirst = atStart && word === lower.charAt(0).toUpperCase() + lower.slice(1);
      // One letter capitalised ("U", "R") may be an initial: only at the very start is it shorthand.
      if (!typedLower && !(capitalisedFirst && (word.length > 1 || atStart))) return word;
      const full = SHORTHAND[lower] ?? unswapped(lower) ?? (typedLower ? fixKeyword(lower) : lower);
      if (full === lower) return word;
      return typedLower ? full : full.charAt(0).toUpperCase() + full.slice(1);
    });
}
