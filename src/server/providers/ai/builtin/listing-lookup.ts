import type { ToolIO } from "../types";
import { referred, type Pick } from "./dialogue-state";
import { INTENT_THRESHOLD, type IntentName, type Understanding } from "./intents";
import { nameMatch, searchText, type NameSpan } from "./listing-names";
import type { Toolbox } from "./toolbox";
import { normalize } from "./entities";

/**
 * Named listings, found through the site's own search (issue #16): each candidate name of the message is
 * searched with search_venues and search_vendors (the venues and vendors pages' search, with its typo
 * correction), and a result counts only when its name matches the words typed (listing-names.ts). Listings
 * June showed before ("the second one", "those", "it") are looked up the same way, by their shown name.
 */

type VenueHit = ToolIO["search_venues"]["output"]["results"][number];
type VendorHit = ToolIO["search_vendors"]["output"]["results"][number];

export type FoundListing = ({ kind: "venue" } & VenueHit) | ({ kind: "vendor"; name: string } & VendorHit);

export type Lookup = {
  listings: FoundListing[];
  /** A name two listings fit equally well: June asks which one. */
  ambiguous?: { span: string; options: FoundListing[] };
  /** Names searched that matched nothing (shown back to the couple as typed). */
  missing: string[];
};

/** Intents about listings the couple names: any run of words may be a name. */
const NAMING: (IntentName | "unknown")[] = ["listing_info", "capacity", "compare", "remove_saved"];

/** Whether to search this message's candidate names (explanations only for names written as names). */
/** Requests whose names are people's or are handled by their own composer. */
const NOT_LISTINGS: (IntentName | "unknown")[] = [
  "add_guest",
  "save_venue",
  "set_budget",
  "set_category",
  "update_profile",
  "out_of_scope",
  "greeting",
  "thanks",
];

/** A listing's fact asked with no other question words. */
const BARE_FACT = /\b(how much|cost|costs|price|prices|seats|capacity)\b/i;

export function spansToSearch(u: Understanding): NameSpan[] {
  // "If we moved to 180 guests, does Windward Lodge still work?": a what-if about a named listing.
  if (u.supposition?.kind === "guests" || u.supposition?.kind === "guest_change")
    return u.names.filter((n) => n.marked || n.text.includes(" "));
  if (NAMING.includes(u.intent)) return u.names;
  if (u.asksAboutName && !NOT_LISTINGS.includes(u.intent)) return u.names.filter((n) => n.marked);
  if (u.listingQuestion && (u.intent === "unknown" || u.intent === "explain" || u.intent === "budget"))
    return u.names;
  // "Whats larkspur gardens like": a question about a listing whose name has a style word in it reads as a
  // search; a run of two or more words is searched too, and a listing found answers (decision 054).
  if (u.listingQuestion && (u.intent === "find_venues" || u.intent === "find_vendors"))
    return u.names.filter((n) => n.marked || n.text.includes(" "));
  // Nothing else understood: a run of two or more words may be a name typed in lower case ("does twin
  // mapels wine estate do outdoor ceremonies"; decision 049) — only here, so other messages cost no search.
  if (u.intent === "unknown") return u.names.filter((n) => n.marked || n.text.includes(" "));
  // "north coast shoreclub cleveland - how much?": a bare fact question beside a run of words (sixth round).
  if (u.intent === "explain" && u.score <= INTENT_THRESHOLD && BARE_FACT.test(u.topic))
    return u.names.filter((n) => n.marked || n.text.includes(" "));
  if (u.intent === "explain" || u.intent === "budget") return u.names.filter((n) => n.marked);
  return [];
}

async function candidates(tools: Toolbox, query: string): Promise<FoundListing[]> {
  const [venues, vendors] = await Promise.all([
    tools.call("search_venues", { query: query.slice(0, 100) }),
    tools.call("search_vendors", { query: query.slice(0, 100) }),
  ]);
  return [
    ...(venues?.results ?? []).map((v) => ({ kind: "venue" as const, ...v })),
    ...(vendors?.results ?? []).map((v) => ({ kind: "vendor" as const, name: v.businessName, ...v })),
  ];
}

const MIN_SCORE = 0.5;

/** The listing a span names, the options when two fit equally, or nothing. */
export async function findNamed(
  tools: Toolbox,
  span: NameSpan,
): Promise<{ found?: FoundListing; options?: FoundListing[] }> {
  const query = searchText(span.text);
  let scored = matched(span, await candidates(tools, query));
  // "north coast shoreclub": a word typed joined or split may match nothing in the search; once, the
  // search again without the longest word (sixth round) — only when the first found nothing.
  const words = query.split(" ");
  if (scored.length === 0 && words.length >= 2) {
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    scored = matched(span, await candidates(tools, words.filter((w) => w !== longest).join(" ")));
  }
  const [first, second] = scored;
  if (!first) return {};
  if (second && !first.m.full && second.m.score >= first.m.score - 0.05 && second.l.slug !== first.l.slug)
    return { options: scored.slice(0, 3).map((x) => x.l) };
  return { found: first.l };
}

/** The listings that match a span well enough, best first. */
function matched(span: NameSpan, listings: FoundListing[]) {
  return (
    listings
      .map((l) => ({ l, m: nameMatch(span.text, l.name) }))
      // A short form of a name counts when every word typed is the name's ("the forge", "regent").
      .filter(
        (x): x is { l: FoundListing; m: NonNullable<typeof x.m> } =>
          !!x.m && (x.m.score >= MIN_SCORE || x.m.covered),
      )
      .sort((a, b) => Number(b.m.full) - Number(a.m.full) || b.m.score - a.m.score)
  );
}

/**
 * "Hearth and table catering": "&" typed as "and" cuts a name in two runs. When a half that was searched
 * found nothing or more than one listing, the two halves are searched once more as one name, and a listing
 * the whole name fits replaces them (seventh round, decision 063). Two names that each found their listing
 * ("compare bramblewood and twin maples") cost nothing more.
 */
async function joinAcrossAnd(
  tools: Toolbox,
  u: Understanding,
  spans: NameSpan[],
  results: Awaited<ReturnType<typeof findNamed>>[],
): Promise<void> {
  const text = normalize(u.said ?? u.topic);
  for (let n = 0; n + 1 < u.names.length; n++) {
    const [a, b] = [u.names[n]!, u.names[n + 1]!];
    if (!text.includes(`${a.text} and ${b.text}`)) continue;
    const at = [spans.indexOf(a), spans.indexOf(b)].filter((i) => i >= 0);
    if (at.length === 0 || at.every((i) => results[i]!.found)) continue;
    const span: NameSpan = {
      text: `${a.text} and ${b.text}`,
      marked: a.marked || b.marked,
      typed: `${a.typed ?? a.text} and ${b.typed ?? b.text}`,
    };
    const joined = await findNamed(tools, span);
    // The whole name and nothing else: "forge event hall and quixbury lodge" is two names, one not found.
    const fit = joined.found ? nameMatch(span.text, joined.found.name) : undefined;
    if (!fit?.full || !fit.covered) continue;
    spans.splice(at[0]!, at.length, span);
    results.splice(at[0]!, at.length, joined);
  }
}

/** Listings ordered by the fact a pick is about; only venues have seats, so a capacity pick keeps venues. */
export function ranked(listings: FoundListing[], pick: Pick): FoundListing[] {
  const value = (l: FoundListing) =>
    pick.by === "price" ? l.priceFrom : l.kind === "venue" ? l.capacitySeated : undefined;
  const rankable = listings.filter((l) => value(l) !== undefined);
  const sign = pick.order === "min" ? 1 : -1;
  return rankable.sort((a, b) => sign * (value(a)! - value(b)!));
}

/** A listing June showed, with its facts (searched by its shown name, kept when the slug is the same). */
async function shownListing(tools: Toolbox, item: { kind: "venue" | "vendor"; slug: string; name: string }) {
  const all = await candidates(tools, item.name);
  return all.find((l) => l.slug === item.slug && l.kind === item.kind);
}

/** The listings a message is about: named ones first, else the ones its reference points at. */
export async function lookUpListings(tools: Toolbox, u: Understanding): Promise<Lookup> {
  // "The cheapest one", "which seats the most": every listing shown, ranked, the pick first (decision 054).
  if (u.pick) {
    const shown = await Promise.all(u.state.shown.slice(0, 5).map((item) => shownListing(tools, item)));
    return {
      listings: ranked(
        shown.filter((l) => l !== undefined),
        u.pick,
      ),
      missing: [],
    };
  }
  const out: Lookup = { listings: [], missing: [] };
  // The names' searches run at once (at most three names, two searches each); results are read in order.
  const spans = [...spansToSearch(u)];
  const results = await Promise.all(spans.map((span) => findNamed(tools, span)));
  await joinAcrossAnd(tools, u, spans, results);
  // A search request only takes a listing of the kind it searches ("the larkspur florist" is no venue).
  const fits = (l: FoundListing) =>
    u.intent === "find_venues"
      ? l.kind === "venue"
      : u.intent === "find_vendors"
        ? l.kind === "vendor" && (!u.entities.category || l.categorySlug === u.entities.category)
        : true;
  for (const [i, span] of spans.entries()) {
    const { found: hit, options } = results[i]!;
    const found = hit && fits(hit) ? hit : undefined;
    if (found && !out.listings.some((l) => l.slug === found.slug)) out.listings.push(found);
    else if (options && !out.ambiguous) out.ambiguous = { span: span.text, options };
    else if (!found && !options) out.missing.push(span.typed ?? span.text);
  }
  const aboutShown =
    NAMING.includes(u.intent) || (u.listingQuestion && (u.intent === "explain" || u.intent === "unknown"));
  // "Do both fit 150?", "which one is cheaper?" after a list or a comparison: the listings shown.
  const allShown =
    (u.intent === "capacity" || u.intent === "compare") &&
    (u.reference?.to === "all" || (!u.reference && u.intent === "compare" && u.names.length === 0));
  if (
    out.listings.length === 0 &&
    !out.ambiguous &&
    (allShown || (u.reference && u.reference.to !== "all" && aboutShown))
  ) {
    const items = allShown ? u.state.shown : referred(u.state, u.reference!);
    // Every listing shown is checked — a fit question never drops one (sixth round).
    const shown = await Promise.all(items.slice(0, 5).map((item) => shownListing(tools, item)));
    for (const l of shown) {
      if (l) out.listings.push(l);
    }
  }
  return out;
}
