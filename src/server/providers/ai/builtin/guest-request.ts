import type { GuestType } from "@shared/schemas/guests";
import { spelledNumber } from "@shared/rules/parse-amount";

/**
 * What an "add a guest" message asks for (issue #12), for the built-in engine: the people named, a plus-one
 * allowance, the family it is for, how many people it says there are, and which events. Pure: no tools.
 * "add my aunt Maria Lopez", "add Chris and Sam Lee", "put Tom Baker and a plus one on the list",
 * "add the Okafor family (4 people)", "invite Jess Park to the rehearsal dinner".
 *
 * Nothing is guessed beyond the words: a relation ("my aunt") gives the guest type; a shared last name
 * ("Chris and Sam Lee", "the Okafor family: Ada and Emeka") is given to first names written without one;
 * people mentioned without a name ("their two kids") are counted as unnamed, so June asks for names.
 */

export type RequestedGuest = { name: string; guestType?: GuestType };

export type GuestRequest = {
  people: RequestedGuest[];
  /** "The Okafor family" when the message names a family. */
  householdName?: string;
  /** Unnamed plus-ones ("and a plus one", "+1", "and guest"). */
  plusOnes: number;
  /** People the message counts ("(4 people)", "family of four"), when it does. */
  headcount?: number;
  /** People mentioned without a name ("their two kids": 2); -1 when the message doesn't say how many. */
  unnamed: number;
  /** Event names as typed; "all" for "to everything" / "to the wedding"; undefined: not said. */
  events?: string[] | "all";
  /** The message gave an email or phone number, which June leaves for the guest list form. */
  droppedContact?: boolean;
  /** Dietary needs said in a trailing clause ("who is vegetarian"): the guest tool has no field for them. */
  dietary?: string[];
};

/**
 * A clause after the names that says something about them (fifth round, decision 060): ", and they can
 * bring a plus one", "who is vegetarian", ", she has a nut allergy", ", they live together". It is never
 * read as names; a plus-one in it is applied, dietary needs are said plainly (the tool has no field).
 */
const TRAILING_CLAUSE =
  /(?:\s*,)?\s+(?:and\s+|but\s+)?(?:who(?:'s| is| are)?|which|that|they|they're|they'll|he|he's|he'll|she|she's|she'll|both (?:are|of them)|(?:he|she|they) (?:is|are|can|will|has|have|lives?|would))\b.*$/i;
const DIETARY =
  /\b(vegetarian|vegan|pescatarian|gluten[- ]free|dairy[- ]free|kosher|halal|celiac|coeliac|(?:nut|peanut|shellfish|dairy|gluten|egg|soy) allerg(?:y|ies|ic)|allerg(?:y|ies|ic)|lactose intolerant)\b/gi;

/**
 * Words at the end of an add request that name neither a person nor an event (seventh round, decision 063):
 * "though", "too", "as well", "please", "thanks", "if that's ok", "for now".
 */
const TRAILING_FILLER =
  /(?:\s*,)?\s+(?:though|too|as well|also|please|pls|plz|thanks|thank you|thx|for (?:me|us)|for now|if (?:that's|that is|it's|it is|thats|its) (?:ok|okay|alright|fine|cool|possible)|if (?:ok|okay|possible|you can|you could|we can))\s*[.!?]*\s*$/i;

const NUMBER = "(\\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)";
const numberOf = (s: string) => (/^\d+$/.test(s) ? Number(s) : (spelledNumber(s) ?? NaN));

/** Relation words before a name ("my aunt Maria"), and the guest type each one says. */
const RELATIONS: [RegExp, GuestType][] = [
  [
    /(maid|matron) of honou?r|best man|bridesmaids?|groomsm[ae]n|bridesman|flower girl|ring bearer/,
    "wedding_party",
  ],
  [
    /(great[- ])?(grand(ma|pa|mother|father|parents?|ma'am))|aunt(ie)?|uncle|cousin|niece|nephew|mom|mum|mother|dad|father|sister|brother|step ?(mom|dad|sister|brother|mother|father)|(sister|brother|mother|father|son|daughter)[- ]in[- ]law|god(mother|father|son|daughter)|parents?|in-?laws?/,
    "family",
  ],
  [/son|daughter|kid|child|baby|toddler/, "child"],
  [
    /(best |old |close |college |school |childhood )?friend|bff|buddy|pal|room-?mate|co-?worker|colleague|boss|manager|neighbou?r|teacher|mentor|classmate|teammate|plus[- ]one|date/,
    "friend",
  ],
];
/**
 * A guest's partner ("and her husband Mark", "his fiancée Lina"): not a relation to the couple, so the
 * partner takes the type of the guest they come with — a cousin's fiancé is family, a friend's wife a
 * friend (decision 054) — and none when that guest has none.
 */
const PARTNER = /husband|wife|spouse|partner|boyfriend|girlfriend|fianc[eé]e?|other half|significant other/;
const RELATION_WORDS = [...RELATIONS.map(([re]) => re.source), PARTNER.source].join("|");
const RELATION_PREFIX = new RegExp(
  `^(?:(?:my|our|her|his|their|a|the)\\s+)?(${RELATION_WORDS})(?:\\s*,)?\\s+(?:(?:named|called)\\s+)?`,
  "i",
);

/** Words that are never (part of) a name here. */
const NOT_NAME = new Set(
  "the a an and or not to on for of with my our your his her their them him it this that these those everyone everybody someone somebody anyone people person persons guest guests list kids children family friends some all more few couple who what please thanks wedding invite add put".split(
    " ",
  ),
);

const UNNAMED_PEOPLE = new RegExp(
  `(?:^|\\s|,)(?:and\\s+|with\\s+|plus\\s+)?(?:(?:their|her|his|the|our|my)\\s+)?(?:${NUMBER}\\s+)?(kids|children|sons|daughters|boys|girls|little ones|babies|kid|child|baby|son|daughter)\\b(?=\\s*(?:$|[,;&(]|and\\b|plus\\b|with\\b))`,
  "i",
);

/**
 * "maria lopez" → "Maria Lopez", "o'brien" → "O'Brien", "anne-marie" → "Anne-Marie", "mcdonald" →
 * "McDonald". Only names typed all in lower case: whatever capitals the couple typed are kept.
 */
function capitalizeName(name: string): string {
  if (name !== name.toLowerCase()) return name;
  const word = (w: string) => {
    const m = /^([od]'|mc)(\p{L})(.*)$/u.exec(w);
    if (m) return `${m[1]![0]!.toUpperCase()}${m[1]!.slice(1)}${m[2]!.toUpperCase()}${m[3]}`;
    return w ? `${w[0]!.toUpperCase()}${w.slice(1)}` : w;
  };
  return name
    .split(" ")
    .map((part) => part.split("-").map(word).join("-"))
    .join(" ");
}

/** One piece of the name list → a guest, or null when it isn't a name. */
function guestOf(piece: string, before?: RequestedGuest): RequestedGuest | null {
  let p = piece.trim().replace(/^(?:and|also|plus)\s+/i, "");
  let guestType: GuestType | undefined;
  const rel = RELATION_PREFIX.exec(p);
  if (rel) {
    const word = rel[1]!.toLowerCase();
    guestType = new RegExp(`^(?:${PARTNER.source})$`, "i").test(word)
      ? before?.guestType
      : RELATIONS.find(([re]) => new RegExp(`^(?:${re.source})$`, "i").test(word))?.[1];
    p = p.slice(rel[0].length);
  }
  p = p.replace(/^(?:a\s+)?(?:guest|person|someone)\s+(?:named|called)\s+/i, "").trim();
  const words = p.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  const isName = words.every(
    (w) => /^\p{L}[\p{L}'’.-]*$/u.test(w) && !NOT_NAME.has(w.toLowerCase().replace(/[.]$/, "")),
  );
  if (!isName) return null;
  return { name: capitalizeName(words.join(" ").replace(/’/g, "'")), ...(guestType ? { guestType } : {}) };
}

const lastNameOf = (name: string) => {
  const words = name.split(" ");
  return words.length > 1 ? words[words.length - 1]! : undefined;
};

/** The add request in a message, or undefined when it isn't one (no add/put/invite verb first). */
export function parseGuestRequest(message: string): GuestRequest | undefined {
  let text = ` ${message.replace(/[“”"]/g, "").replace(/’/g, "'").replace(/\s+/g, " ").trim()} `;
  text = text.replace(/[.!?]+\s*$/, " ");
  const verb =
    /^\s*(?:(?:hey |hi )?june[,!]?\s+)?(?:(?:please|pls|plz|can you|could you|would you|will you|can we|go ahead and|ok|okay|yes|also|and|now|then|oh|next)[,]?\s+)*(?:add|put|invite|include)\s+/i.exec(
      text,
    );
  if (!verb) return undefined;
  text = ` ${text.slice(verb[0].length)} `;
  // "… and give her a plus one", "… and let him bring a +1", "… and allow them a guest": a plus-one given to
  // the people named, said as the usual "and a plus one" (ninth round).
  text = text.replace(
    /\s(?:,\s*)?(?:and\s+)?(?:give|let|allow|offer)\s+(?:him|her|them|both)\s+(?:to\s+)?(?:bring\s+|have\s+)?((?:a|an|one|two|\d)\s+)?(plus[- ]?ones?|\+\s?1|guests?|dates?)\b/i,
    (_, n: string | undefined, what: string) =>
      ` and ${n ?? "a "}${/^(guest|date)/i.test(what) ? "plus one" : what} `,
  );

  // Where: the list itself says nothing ("to the guest list", "on the list").
  text = text.replace(
    /\s(?:to|on|onto|in|into)\s+(?:the|my|our)\s+(?:guest\s*list|guestlist|invite[e]?\s*list|invitation list|wedding list|list)\b/gi,
    " ",
  );
  // Filler at the end names no one and no event: "… reception though", "… too", "… if that's ok" (063).
  while (TRAILING_FILLER.test(text)) text = text.replace(TRAILING_FILLER, " ");

  // Events: "to the rehearsal dinner", "but only to the reception", "for the ceremony and reception", and
  // after a comma without "to": ", only the reception", ", just the welcome drinks" (seventh round).
  let events: GuestRequest["events"];
  const ev =
    /\s(?:,\s*)?(?:but\s+)?(?:only\s+|just\s+)?(?:invite[d]?\s+(?:them\s+|him\s+|her\s+)?)?(?:to|for|at)\s+(?:only\s+|just\s+)?(?:the\s+|our\s+)?(.+?)(?:\s+only)?\s*$/i.exec(
      text,
    ) ?? /(?:,\s*|\s+but\s+)(?:only|just)\s+(?:the|our)\s+(.+?)(?:\s+only)?\s*$/i.exec(text);
  if (ev) {
    const said = ev[1]!.trim();
    // "add flowers to our budget" is not about guests at all.
    if (
      /\b(budget|timeline|checklist|calendar|cart|notes|favou?rites|saved|venues?|vendors?|shortlist|board|plan)\b/i.test(
        said,
      )
    )
      return undefined;
    if (
      /^(?:all|every|everything|the wedding|wedding|all (?:of )?(?:the |our )?events?|every event|all of it)$/i.test(
        said,
      )
    )
      events = "all";
    else if (!/\b(?:people|guests?|family|kids|children|them|him|her|us|both)\b/i.test(said))
      events = said
        .split(/\s*(?:,|&|\band\b)\s*/i)
        .map((e) => e.replace(/^(?:the|our)\s+/i, "").trim())
        .filter(Boolean);
    if (events) text = ` ${text.slice(0, ev.index)} `;
  }

  // How many: "(4 people)", ", 3 people", "family of four", "party of 3".
  let headcount: number | undefined;
  const count =
    new RegExp(`[(,]?\\s*${NUMBER}\\s+(?:people|persons|guests|of them|in total|total)\\s*\\)?`, "i").exec(
      text,
    ) ?? new RegExp(`\\b(?:family|party|group|household)\\s+of\\s+${NUMBER}\\b`, "i").exec(text);
  if (count) {
    headcount = numberOf(count[1]!);
    text =
      text.slice(0, count.index) +
      (/family|party|group|household/i.test(count[0]) ? " family " : " ") +
      text.slice(count.index + count[0].length);
  }

  // A trailing clause about the people named: its plus-one and dietary needs, never its words as names.
  let dietary: string[] | undefined;
  const clause = TRAILING_CLAUSE.exec(text);
  if (clause && clause.index > 0) {
    const said = clause[0];
    const needs = [...new Set((said.match(DIETARY) ?? []).map((d) => d.toLowerCase()))];
    if (needs.length) dietary = needs;
    const plusInClause = /\b(?:plus[- ]?ones?|\+\s?1|a guest|a date)\b/i.exec(said);
    text = ` ${text.slice(0, clause.index)} ${plusInClause ? ` and ${plusInClause[0]} ` : ""}`;
  }

  // Plus-ones: "and a plus one", "with a plus-one", "+1", "and guest", "two plus ones".
  let plusOnes = 0;
  const plus = new RegExp(
    `\\s(?:,\\s*)?(?:and|with|plus|&)?\\s*(?:${NUMBER}\\s+)?(?:(?:their|her|his)\\s+)?(?:plus[- ]?ones?|\\+\\s?1|guests? of (?:their|her|his) choice|date)\\b|\\s\\+\\s?1\\b|\\s(?:and|&)\\s+(?:a\\s+)?guest\\b|\\s(?:plus|with)\\s+(?:a\\s+)?guest\\b|\\s\\+\\s*(?:a\\s+)?guest\\b|\\s(?:and|with|&)\\s+(?:their|her|his)\\s+(?:husband|wife|spouse|partner|boyfriend|girlfriend|fianc[eé]e?|other half|significant other)(?=\\s*$)`,
    "i",
  );
  const pm = plus.exec(text);
  if (pm) {
    const n = /\b(\d+|a|an|one|two|three|four|five)\b/i.exec(pm[0].replace(/plus[- ]?ones?|\+\s?1/i, ""));
    plusOnes = n ? numberOf(n[0]) || 1 : 1;
    text = text.slice(0, pm.index) + " " + text.slice(pm.index + pm[0].length);
  }

  // People mentioned without names ("and their two kids").
  let unnamed = 0;
  const un = UNNAMED_PEOPLE.exec(text);
  if (un) {
    unnamed = un[1] ? numberOf(un[1]) : /s$|little ones/i.test(un[2]!) ? -1 : 1;
    text = text.slice(0, un.index) + " " + text.slice(un.index + un[0].length);
  }

  // A family: "the Okafor family", "the Okafors", optionally followed by names ("…: Ada and Emeka").
  let householdName: string | undefined;
  let familyName: string | undefined;
  const fam = /^\s*(?:the\s+)?(\p{L}[\p{L}'-]+)\s+family\b\s*[:,-]?\s*/iu.exec(text);
  if (fam && !NOT_NAME.has(fam[1]!.toLowerCase())) {
    familyName = capitalizeName(fam[1]!);
    householdName = `The ${familyName} family`;
    text = text.slice(fam[0].length);
  } else {
    // "the Okafors", "the Nguyens — Minh and Lan Nguyen", "the Joneses: Pat and Sam" (decision 049).
    const plural =
      /^\s*the\s+(\p{L}[\p{L}'-]+?)(?:(?<=(?:s|x|z|ch|sh))es|s)\s*(?:(?:[:,—–-]|\s-)\s*(.*))?$/iu.exec(text);
    if (plural && !NOT_NAME.has(plural[1]!.toLowerCase())) {
      familyName = capitalizeName(plural[1]!);
      householdName = `The ${familyName} family`;
      text = ` ${plural[2] ?? ""} `;
    }
  }

  // Contact details are left out: June adds names; the couple adds addresses on the guest list itself.
  const contact = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d\s().-]{6,}\d/g;
  const droppedContact = contact.test(text);
  text = text.replace(contact, " ");

  const pieces = text
    .replace(/[()]/g, " ")
    .split(/\s*(?:,|;|&|\+|\band\b|\bplus\b)\s*/i)
    .map((s) => s.trim())
    .filter(Boolean);
  const people: RequestedGuest[] = [];
  for (const piece of pieces) {
    const g = guestOf(piece, people.at(-1));
    if (!g) {
      people.length = 0; // one piece that is not a name: June asks who, rather than guess
      break;
    }
    people.push(g);
  }

  // A last name written once is everyone's: "Chris and Sam Lee", "the Okafor family: Ada and Emeka".
  const lastNames = new Set(people.map((p) => lastNameOf(p.name)).filter((n): n is string => !!n));
  const shared = familyName ?? (lastNames.size === 1 ? [...lastNames][0] : undefined);
  // One lower-case word with no last name to share is a thing ("add flowers"), not a person — unless a
  // relation said who it is ("my cousin rob").
  const bare = (piece: string) => /^\p{Ll}+$/u.test(piece.trim()) && !RELATION_PREFIX.test(piece.trim());
  if (!shared && pieces.some(bare)) people.length = 0;
  if (shared) for (const p of people) if (!lastNameOf(p.name)) p.name = `${p.name} ${shared}`;

  return {
    people,
    plusOnes,
    unnamed,
    ...(householdName ? { householdName } : {}),
    ...(headcount !== undefined ? { headcount } : {}),
    ...(events ? { events } : {}),
    ...(droppedContact ? { droppedContact } : {}),
    ...(dietary ? { dietary } : {}),
  };
}

/** True when the message names no one June can add (she asks who). */
export const namesNoOne = (r: GuestRequest) => r.people.length === 0;

/** People the message counts but doesn't name (June asks for their names rather than invent them). */
export function missingNames(r: GuestRequest): number {
  if (r.unnamed === -1) return -1;
  const named = r.people.length + r.plusOnes;
  if (r.headcount !== undefined && r.headcount > named) return r.headcount - r.people.length - r.plusOnes;
  return r.unnamed;
}
