import type { Pick, ShownListing } from "../dialogue-state";
import { list, plain, usd } from "../format";
import type { FoundListing } from "../listing-lookup";
import type { AnswerContext } from "./context";
import { proposeSave } from "./listings";

/**
 * "Which one is the cheapest?", "the biggest?", "save the cheapest one" after June listed some (issue #16,
 * decision 054): the listings she showed, ranked by the fact asked (listing-lookup.ts `ranked`), the pick
 * named with its figure and the others' figures beside it — computed from the search, never guessed.
 */

const WORD: Record<Pick["by"], Record<Pick["order"], string>> = {
  price: { min: "the cheapest", max: "the most expensive" },
  capacity: { min: "the smallest", max: "the biggest" },
};

const link = (l: FoundListing) =>
  `**[${plain(l.name)}](/${l.kind === "venue" ? "venues" : "vendor"}/${l.slug})**`;

const figure = (l: FoundListing, by: Pick["by"]) =>
  by === "price" ? `from ${usd(l.priceFrom)}` : l.kind === "venue" ? `seats ${l.capacitySeated}` : "";

/** "The cheapest one — how much and how many seats?": the other fact asked beside the pick's (064). */
const ASKS_SEATS = /\b(seats?|seat|capacity|how many (people|guests|ppl)|how big|hold|holds|fit|fits)\b/;
const ASKS_PRICE = /\b(how much|price|cost|costs|pricing|\$)\b/;

function alsoAsked(l: FoundListing, pick: Pick, text: string): string {
  if (pick.by === "price" && l.kind === "venue" && ASKS_SEATS.test(text)) return `, ${figure(l, "capacity")}`;
  if (pick.by === "capacity" && ASKS_PRICE.test(text)) return `, from ${usd(l.priceFrom)}`;
  return "";
}

export function pickAnswer(ranked: FoundListing[], pick: Pick, among = "I showed", text = ""): string {
  const [first, ...rest] = ranked;
  if (!first)
    return pick.by === "capacity"
      ? "Only venues list their seats, and my last list had none. Which venues should I compare?"
      : "I couldn't read the prices of the listings I showed. Which ones should I compare?";
  const lead = `Of the ${ranked.length} ${among}, ${link(first)} is ${WORD[pick.by][pick.order]} — **${figure(first, pick.by)}${alsoAsked(first, pick, text.toLowerCase())}**.`;
  const others = rest.length
    ? ` The others: ${list(rest.map((l) => `${plain(l.name)} ${figure(l, pick.by)}`))}.`
    : "";
  return `${lead}${others}`;
}

/** "Save the cheapest one": the save proposal for the pick (venues only: vendors are not saved). */
export async function savePickAnswer(ctx: AnswerContext, ranked: FoundListing[], pick: Pick) {
  const first = ranked[0];
  if (!first) return pickAnswer(ranked, pick);
  if (first.kind !== "venue")
    return `${pickAnswer(ranked, pick)} Only venues can be saved to your list — [see its page](/vendor/${first.slug}) to message them.`;
  return proposeSave(ctx, first.slug, first.name);
}

/**
 * "Which of those are under 1400?" (fourth round): exactly the listings June showed whose starting price
 * her list gave at or under the cap, or that none are (with the lowest shown) — never others.
 */
export function shownUnderAnswer(shown: ShownListing[], cap: number): string {
  const priced = shown.filter((s) => s.priceFrom !== undefined);
  const under = priced.filter((s) => s.priceFrom! <= cap);
  const path = (s: ShownListing) => (s.kind === "venue" ? `/venues/${s.slug}` : `/vendor/${s.slug}`);
  if (under.length === 0) {
    const lowest = [...priced].sort((a, b) => a.priceFrom! - b.priceFrom!)[0]!;
    return `None of the ${priced.length} I showed start under ${usd(cap)} — the lowest is ${plain(lowest.name)}, from ${usd(lowest.priceFrom!)}.`;
  }
  return [
    `Of the ${priced.length} I showed, ${under.length === priced.length ? "all" : under.length} ${under.length === 1 ? "starts" : "start"} at ${usd(cap)} or less:`,
    under.map((s) => `- **[${plain(s.name)}](${path(s)})** — from ${usd(s.priceFrom!)}`).join("\n"),
  ].join("\n\n");
}
