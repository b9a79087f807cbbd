/**
 * Places June Weddings does not serve (issue #16): a couple asking for venues "in Chicago" is told plainly
 * that we list Cleveland, Columbus, Cincinnati and Nashville — never shown Cleveland listings as if they
 * were Chicago's. A fixed list of the places couples name most (big US cities, the towns around our four,
 * states, a few destinations); a place not on it is simply not recognised as a place.
 */

export const PLACES = [
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
  // More places couples name (decision 054): big cities near and far, states, destinations.
  "sacramento",
  "san jose",
  "fresno",
  "omaha",
  "tulsa",
  "oklahoma city",
  "albuquerque",
  "tucson",
  "el paso",
  "boise",
  "spokane",
  "richmond",
  "norfolk",
  "virginia beach",
  "birmingham",
  "jacksonville",
  "honolulu",
  "anchorage",
  "des moines",
  "grand rapids",
  "ann arbor",
  "lansing",
  "fort wayne",
  "bowling green",
  "scottsdale",
  "sedona",
  "aspen",
  "lake tahoe",
  "palm springs",
  "key west",
  "alabama",
  "north carolina",
  "south carolina",
  "illinois",
  "wisconsin",
  "minnesota",
  "iowa",
  "missouri",
  "arizona",
  "nevada",
  "utah",
  "oregon",
  "maine",
  "vermont",
  "massachusetts",
  "connecticut",
  "maryland",
  "new jersey",
  "louisiana",
  "west virginia",
  "puerto rico",
  "bahamas",
  "jamaica",
  "costa rica",
  "tulum",
  "punta cana",
  "aruba",
  "ireland",
  "scotland",
  "spain",
  "greece",
  "france",
  "portugal",
  "bali",
  "iceland",
];

const PLACE_NAMES = PLACES.map((p) => p.replace(/[.]/g, "\\.")).join("|");
/**
 * A place after a preposition ("venues in chicago"), after a verb asking about coverage ("do you cover
 * Chicago?", "do you serve denver"; decision 054), or before a listing word ("chicago barns", "denver area").
 */
const PLACE_RE = new RegExp(
  `\\b(?:in|near|around|at|to|for|from|between|outside|cover|covers|covering|serve|serves|serving|service|services|servicing|reach)\\s+(?:the\\s+)?(${PLACE_NAMES})\\b|\\b(${PLACE_NAMES})(?=\\s+(?:area|based|venues?|vendors?|barns?|weddings?|photographers?|florists?|caterers?|djs?)\\b)`,
);

const displayName = (name: string) =>
  name === "nyc" ? "New York City" : name.replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\bDc\b/, "DC");

/** The place outside our coverage a normalized message names ("venues in chicago" → "Chicago"). */
export function outsideCity(text: string): string | undefined {
  const m = PLACE_RE.exec(text);
  return m ? displayName((m[1] ?? m[2])!) : undefined;
}

/** A place we don't serve joined to another by and/or/vs ("atlanta or cleveland", "cleveland vs denver"). */
const JOINED_PLACE = new RegExp(
  `\\b(?:(${PLACE_NAMES})\\s+(?:and|or|vs\\.?|versus|&)\\s+(?:cleveland|columbus|cincinnati|nashville)|(?:cleveland|columbus|cincinnati|nashville)\\s+(?:and|or|vs\\.?|versus|&)\\s+(${PLACE_NAMES}))\\b`,
  "g",
);

/** Every place outside our coverage a normalized message names, in order (for "atlanta or cleveland?"). */
export function outsidePlaces(text: string): string[] {
  const found = [...text.matchAll(new RegExp(PLACE_RE.source, "g")), ...text.matchAll(JOINED_PLACE)]
    .sort((a, b) => a.index - b.index)
    .map((m) => displayName((m[1] ?? m[2])!));
  return [...new Set(found)];
}

export const SERVED = "Cleveland, Columbus, Cincinnati and Nashville";
