/**
 * "Find your invitation" name matching (issue #12, docs/decisions/028): how close a name a guest types is
 * to the names on a household. Forgiving on purpose (nicknames, accents, typos, "&" households, either
 * name order): the second fact, not the name, is what protects the list, so the name only has to find
 * the right candidates. Pure: no DOM, no database.
 */

/** Nickname families: every spelling in a row is the same first name. */
const NICKNAME_FAMILIES: readonly string[] = [
  "christopher chris kit topher christoph",
  "christine chris christina tina chrissy kristina kristine",
  "christian chris",
  "elizabeth liz lizzie lizzy beth betty eliza lisa libby liza ellie betsy bess elisabeth",
  "robert bob bobby rob robbie bert",
  "roberta bobbie robbie",
  "william bill billy will willy liam",
  "katherine kate kathy katie kat catherine cathy kathryn katharine kathleen kay",
  "michael mike mikey mick mickey",
  "michelle shelly shelley",
  "james jim jimmy jamie",
  "richard rick ricky dick rich richie",
  "thomas tom tommy",
  "john jon johnny jack jonathan jonny",
  "margaret maggie meg peggy marge margie greta",
  "alexander alex sasha xander al",
  "alexandra alex sasha lexi alexa sandra",
  "anthony tony",
  "daniel dan danny",
  "danielle dani",
  "david dave davey davy",
  "edward ed eddie ted ned teddy",
  "joseph joe joey",
  "josephine jo josie",
  "matthew matt matty",
  "nicholas nick nicky",
  "nicole nikki nicky",
  "patrick pat paddy",
  "patricia pat patty trish tricia",
  "samuel sam sammy",
  "samantha sam sammie",
  "stephen steven steve stevie",
  "stephanie steph",
  "benjamin ben benny benji",
  "andrew andy drew",
  "jennifer jen jenny jenn",
  "jessica jess jessie",
  "rebecca becky becca",
  "susan sue suzie susie suzanne",
  "deborah debbie deb debra",
  "victoria vicky tori vic",
  "abigail abby abbie gail",
  "charles charlie chuck chas",
  "charlotte charlie lottie",
  "henry hank harry",
  "harold harry hal",
  "frederick fred freddie freddy",
  "gregory greg",
  "jacob jake",
  "joshua josh",
  "kenneth ken kenny",
  "lawrence larry laurence",
  "leonard leo len lenny",
  "nathaniel nathan nate nat",
  "natalie nat",
  "peter pete",
  "raymond ray",
  "ronald ron ronnie",
  "timothy tim timmy",
  "zachary zach zack zac",
  "dorothy dot dottie",
  "eleanor ellie nora elle",
  "isabella isabel bella izzy isabelle",
  "madeline maddie madeleine",
  "olivia liv livvy",
  "pamela pam",
  "penelope penny",
  "sarah sara sally sadie",
  "theodore theo ted teddy",
  "valerie val",
  "francis frank fran frankie",
  "frances fran frankie",
  "gabriel gabe",
  "gabrielle gabby gabi",
  "douglas doug",
  "donald don donny",
  "gerald gerry jerry",
  "jeffrey jeff geoffrey geoff",
  "albert al bert",
  "allison ali allie alison",
  "amanda mandy",
  "angela angie",
  "barbara barb barbie",
  "cynthia cindy",
  "kimberly kim",
  "melissa mel missy",
  "melanie mel",
  "teresa theresa tess terry tessa",
  "vincent vince vinny",
  "walter walt",
  "philip phil phillip",
  "benedict ben",
  "maximilian max",
  "maxwell max",
  "susannah susanna sue",
  "antonio tony",
  "giuseppe joe",
  "jose pepe",
  "francesca fran frankie",
];

const familiesOf = new Map<string, number[]>();
NICKNAME_FAMILIES.forEach((row, family) => {
  for (const name of row.split(" ")) familiesOf.set(name, [...(familiesOf.get(name) ?? []), family]);
});

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

/** Letters a decomposition (NFD) does not split: ß, ø, æ, ł… */
const FOLDS: Record<string, string> = {
  ß: "ss",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Lower case, accents folded, "&" read as "and", punctuation gone: "Zoë & José O'Brien" → "zoe and jose obrien". */
export function normalizeName(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßøæœłđðþı]/g, (c) => FOLDS[c] ?? c)
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

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment):
 * "chirs" → "chris" is 1, as are a missing, an extra or a wrong letter.
 */
export function typoDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
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
  return allowed > 0 && Math.abs(a.length - b.length) <= allowed && typoDistance(a, b) <= allowed;
}

function sameFamily(a: string, b: string): boolean {
  const fa = familiesOf.get(a);
  const fb = familiesOf.get(b);
  return !!fa && !!fb && fa.some((f) => fb.includes(f));
}

/** Spellings of a word's nickname families ("chris" → christopher, christine, kit…). */
function familyNames(word: string): string[] {
  const families = familiesOf.get(word) ?? [];
  return families.flatMap((f) => NICKNAME_FAMILIES[f]!.split(" "));
}

/**
 * How alike two name words are, 0 to 1: the same (1), nicknames of one name (0.9), a typo (0.8), or a typo
 * of a nickname ("chirs" ~ "christopher", 0.7).
 */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (sameFamily(a, b)) return 0.9;
  if (isTypo(a, b)) return 0.8;
  if (familyNames(b).some((n) => isTypo(a, n)) || familyNames(a).some((n) => isTypo(n, b))) return 0.7;
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
