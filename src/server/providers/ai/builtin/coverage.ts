/**
 * Places June Weddings does not serve (issue #16): a couple asking for venues "in Chicago" is told plainly
 * that we list Cleveland, Columbus, Cincinnati and Nashville — never shown Cleveland listings as if they
 * were Chicago's. A fixed list of the places couples name most (big US cities, the towns around our four,
 * states, a few destinations); a place not on it is simply not recognised as a place.
 */

const PLACES = [
  "chicago",
  "new york",
  "nyc",
  "brooklyn",
  "manhattan",
  "los angeles",
  "san francisco",
  "san diego",
  "seattle",
  "portland",
  "denver",
  "boston",
  "atlanta",
  "miami",
  "orlando",
  "tampa",
  "dallas",
  "houston",
  "austin",
  "san antonio",
  "phoenix",
  "las vegas",
  "salt lake city",
  "minneapolis",
  "milwaukee",
  "detroit",
  "pittsburgh",
  "philadelphia",
  "baltimore",
  "washington dc",
  "charlotte",
  "raleigh",
  "charleston",
  "savannah",
  "asheville",
  "new orleans",
  "st louis",
  "st. louis",
  "kansas city",
  "indianapolis",
  "louisville",
  "lexington",
  "memphis",
  "knoxville",
  "chattanooga",
  "murfreesboro",
  "dayton",
  "toledo",
  "akron",
  "youngstown",
  "sandusky",
  "buffalo",
  "napa",
  "hawaii",
  "florida",
  "california",
  "texas",
  "michigan",
  "kentucky",
  "indiana",
  "colorado",
  "pennsylvania",
  "mexico",
  "cancun",
  "london",
  "paris",
  "italy",
  "europe",
  "canada",
  "toronto",
];

const PLACE_NAMES = PLACES.map((p) => p.replace(/[.]/g, "\\.")).join("|");
/**
 * A place after a preposition ("venues in chicago"), after a verb asking about coverage ("do you cover
 * Chicago?", "do you serve denver"; decision 054), or before a listing word ("chicago barns", "denver area").
 */
const PLACE_RE = new RegExp(
  `\\b(?:in|near|around|at|to|for|from|outside|cover|covers|covering|serve|serves|serving|service|services|servicing|reach)\\s+(?:the\\s+)?(${PLACE_NAMES})\\b|\\b(${PLACE_NAMES})(?=\\s+(?:area|based|venues?|vendors?|barns?|weddings?|photographers?|florists?|caterers?|djs?)\\b)`,
);

/** The place outside our coverage a normalized message names ("venues in chicago" → "Chicago"). */
export function outsideCity(text: string): string | undefined {
  const m = PLACE_RE.exec(text);
  if (!m) return undefined;
  const name = (m[1] ?? m[2])!;
  if (name === "nyc") return "New York City";
  return name.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\bDc\b/, "DC");
}

export const SERVED = "Cleveland, Columbus, Cincinnati and Nashville";
