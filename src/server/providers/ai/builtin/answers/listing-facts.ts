import type { ToolIO } from "../../types";
import { SERVED } from "../coverage";
import { capitalize, categoryName, cityName, list, plain, plural, usd } from "../format";
import type { FoundListing } from "../listing-lookup";
import type { AnswerContext } from "./context";

/**
 * Answers about listings the couple names or June showed (issue #16), computed from the search's facts:
 * one listing's facts, capacity against their guest count (theirs or the message's), two or three side by
 * side, whether their saved venues fit, and how many listings a city has — with only the filters asked.
 */

const link = (l: FoundListing) =>
  `**[${plain(l.name)}](/${l.kind === "venue" ? "venues" : "vendor"}/${l.slug})**`;

/** The head count a capacity question is about: the message's number, else the couple's guest count. */
async function headcount(
  ctx: AnswerContext,
): Promise<{ n: number; source: "message" | "profile" } | undefined> {
  const said = ctx.understanding.entities.guests;
  if (said !== undefined) return { n: said, source: "message" };
  const profile = await ctx.tools.profile();
  if (profile?.guestCount) return { n: profile.guestCount, source: "profile" };
  const budget = await ctx.tools.call("budget_summary", {});
  return budget?.guestCount ? { n: budget.guestCount, source: "profile" } : undefined;
}

function fitLine(v: Extract<FoundListing, { kind: "venue" }>, h: { n: number; source: string }): string {
  const whose = h.source === "profile" ? `your ${h.n} guests` : `${h.n} guests`;
  if (v.capacitySeated >= h.n)
    return `${link(v)} seats **${v.capacitySeated}**, so it fits ${whose}${v.capacitySeated - h.n >= 1 ? ` with ${v.capacitySeated - h.n} seats to spare` : ""}.`;
  return `${link(v)} seats **${v.capacitySeated}**, so it's **too small** for ${whose} (${plural(h.n - v.capacitySeated, "seat")} short).`;
}

function facts(l: FoundListing): string {
  if (l.kind === "venue")
    return `${link(l)} — ${plain(l.neighborhood)}, ${cityName(l.cityId)} · seats ${l.capacitySeated} · from ${usd(l.priceFrom)}${l.styles.length ? ` · ${l.styles.join(", ")}` : ""} · ${l.setting}`;
  const tagline = plain(l.tagline);
  return `${link(l)} — ${capitalize(categoryName(l.categorySlug, { singular: true }))} in ${cityName(l.cityId)} · from ${usd(l.priceFrom)}${tagline ? ` · “${tagline.length > 90 ? `${tagline.slice(0, 87)}…` : tagline}”` : ""}`;
}

/** An amenity a question asks of a listing: "have parking", "wheelchair accessible", "a bridal suite". */
const AMENITY =
  /\b(parking|wheelchairs?|acc?ess?i?b\w*|(a )?ramps?|elevators?|bridal suite|getting[- ]ready (room|suite)s?|wi-?fi|air[- ]?condition\w*|a\/c|heating|kitchen|dance floor|restrooms|bathrooms|generator|shuttle|on-?site lodging|lodging|overnight rooms|pet[- ]friendly|dogs? allowed|sound system|projector|in-?house catering|outside catering|byob|rain plan|covered area|tent)\b/;
const HAS_ASKED =
  /\b(does|do|is|are|has|have|got|any|offer|offers|include|includes|come with|allow|allows)\b/;
export function amenityAsked(text: string): string | undefined {
  const lower = text.toLowerCase();
  const m = AMENITY.exec(lower);
  if (!m || !HAS_ASKED.test(lower)) return undefined;
  return /^(wheelchair|acc?ess?i?b)/.test(m[0]) ? "wheelchair access" : m[0].replace(/^a /, "");
}

/** One listing: its facts, and whether it fits when it's a venue and a head count is known. */
export async function listingInfoAnswer(ctx: AnswerContext, l: FoundListing): Promise<string> {
  const parts = [facts(l)];
  if (l.kind === "venue") {
    const h = await headcount(ctx);
    if (h)
      parts.push(
        l.capacitySeated >= h.n
          ? `It fits ${h.source === "profile" ? "your " : ""}${h.n} guests.`
          : `It's **too small** for ${h.source === "profile" ? "your " : ""}${h.n} guests (${plural(h.n - l.capacitySeated, "seat")} short).`,
      );
    // "Does bramblewod farmstead have parking": the amenity asked is said back plainly — the search's facts
    // carry no amenity list, so June points to the page that has it rather than guessing (ninth round).
    const amenity = amenityAsked(ctx.text);
    parts.push(
      amenity
        ? `I can't see its amenity list from the chat, so I can't tell you for sure about **${amenity}** — [its page](/venues/${l.slug}) lists every amenity, and you can message the venue there to ask.`
        : `[See its page](/venues/${l.slug}) for photos, amenities and to book a tour.`,
    );
  } else {
    parts.push(`[See its page](/vendor/${l.slug}) to read reviews and send them a message.`);
  }
  return parts.join("\n\n");
}

/** "Can X hold 150?", "does it fit our guests?" — one or more venues against the head count. */
export async function capacityAnswer(ctx: AnswerContext, listings: FoundListing[]): Promise<string> {
  const venues = listings.filter((l): l is Extract<FoundListing, { kind: "venue" }> => l.kind === "venue");
  if (venues.length === 0) return listingInfoAnswer(ctx, listings[0]!);
  const h = await headcount(ctx);
  if (!h)
    return [
      ...venues.map((v) => `${link(v)} seats **${v.capacitySeated}** (standing receptions hold more).`),
      "Tell me your guest count (or add it to [your account](/couple-account)) and I'll check the fit.",
    ].join("\n\n");
  // "Which of them fit our guests?": the ones that fit, linked; the others named as too small (decision 054).
  if (venues.length > 1 && /\bwhich\b/i.test(ctx.text)) {
    const fit = venues.filter((v) => v.capacitySeated >= h.n);
    const small = venues.filter((v) => v.capacitySeated < h.n);
    const whose = h.source === "profile" ? `your ${h.n} guests` : `${h.n} guests`;
    const head =
      fit.length === 0
        ? `None of them seats ${whose}.`
        : `${fit.length === venues.length ? `All ${venues.length}` : `${fit.length} of the ${venues.length}`} fit ${whose}:`;
    return [
      head,
      fit.map((v) => `- ${link(v)} — seats **${v.capacitySeated}**`).join("\n"),
      small.length
        ? `Too small: ${list(small.map((v) => `${plain(v.name)} (seats ${v.capacitySeated}, ${h.n - v.capacitySeated} short)`))}.`
        : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  return venues.map((v) => fitLine(v, h)).join("\n\n");
}

/** Two or three listings side by side. */
export async function compareAnswer(ctx: AnswerContext, listings: FoundListing[]): Promise<string> {
  const shown = listings.slice(0, 3);
  const venues = shown.filter((l): l is Extract<FoundListing, { kind: "venue" }> => l.kind === "venue");
  const h = venues.length ? await headcount(ctx) : undefined;
  const parts = [`Here they are side by side:`];
  if (venues.length === shown.length) {
    // One line per venue, the same facts in the same order, so they read as columns (June's markdown has no tables).
    parts.push(
      venues
        .map(
          (v) =>
            `- ${link(v)} — ${cityName(v.cityId)} · seats **${v.capacitySeated}** · from **${usd(v.priceFrom)}** · ${v.styles.join(", ") || "no style listed"} · ${v.setting === "both" ? "indoor and outdoor" : v.setting}${h ? ` · ${v.capacitySeated >= h.n ? `fits ${h.n}` : `too small for ${h.n}`}` : ""}`,
        )
        .join("\n"),
    );
    const cheapest = [...venues].sort((a, b) => a.priceFrom - b.priceFrom)[0]!;
    const biggest = [...venues].sort((a, b) => b.capacitySeated - a.capacitySeated)[0]!;
    const notes =
      biggest.slug === cheapest.slug
        ? [
            `**${plain(cheapest.name)}** both starts lowest (${usd(cheapest.priceFrom)}) and seats the most (${biggest.capacitySeated})`,
          ]
        : [
            `**${plain(cheapest.name)}** starts lowest (${usd(cheapest.priceFrom)})`,
            `**${plain(biggest.name)}** seats the most (${biggest.capacitySeated})`,
          ];
    if (h) {
      const fit = venues.filter((v) => v.capacitySeated >= h.n);
      notes.push(
        fit.length === venues.length
          ? `${venues.length === 2 ? "both" : "all of them"} fit ${h.source === "profile" ? "your " : ""}${h.n} guests`
          : fit.length === 0
            ? `none of them seats ${h.n}`
            : `only ${list(fit.map((v) => plain(v.name)))} fit${fit.length === 1 ? "s" : ""} ${h.n} guests`,
      );
    }
    parts.push(`${capitalize(notes.join("; "))}.`);
  } else {
    parts.push(shown.map((l) => `- ${facts(l)}`).join("\n"));
  }
  if (listings.length < 2) parts.push("Name another venue or vendor and I'll put them side by side.");
  return parts.join("\n\n");
}

/** Whether the couple's saved venues fit their head count (the search gives each one's seats). */
export async function savedFitAnswer(ctx: AnswerContext): Promise<string> {
  const saved = await ctx.tools.call("saved_venues", {});
  if (!saved || saved.venues.length === 0)
    return "You haven't saved any venues yet, so there's nothing to check. Ask me to find venues for your guest count and save the ones you like.";
  const found: Extract<FoundListing, { kind: "venue" }>[] = [];
  for (const s of saved.venues) {
    const r = await ctx.tools.call("search_venues", { query: s.name.slice(0, 100) });
    const hit = r?.results.find((v) => v.slug === s.slug);
    if (hit) found.push({ kind: "venue", ...hit });
  }
  const h = await headcount(ctx);
  if (!h)
    return [
      ...found.map((v) => `- ${link(v)} seats ${v.capacitySeated}`),
      "Add your guest count to [your account](/couple-account) and I'll tell you which ones fit.",
    ].join("\n");
  const fit = found.filter((v) => v.capacitySeated >= h.n);
  const head =
    fit.length === found.length
      ? `All ${plural(found.length, "saved venue")} fit ${h.source === "profile" ? "your" : ""} ${h.n} guests:`
      : fit.length === 0
        ? `None of your saved venues seats ${h.n} guests:`
        : `${fit.length} of your ${plural(found.length, "saved venue")} ${fit.length === 1 ? "fits" : "fit"} ${h.n} guests:`;
  return [
    head.replace("  ", " "),
    found
      .map(
        (v) =>
          `- ${link(v)} — seats ${v.capacitySeated}: ${v.capacitySeated >= h.n ? "fits" : `too small (${h.n - v.capacitySeated} short)`}`,
      )
      .join("\n"),
    fit.length < found.length
      ? `Ask me to “find venues for ${h.n} guests” for more that fit.`
      : "[Compare them side by side](/compare-venues).",
  ].join("\n\n");
}

type VenueInput = ToolIO["search_venues"]["input"];

/** "How many venues in Columbus?": the count with exactly the filters the couple said, and a link. */
export async function countAnswer(ctx: AnswerContext): Promise<string> {
  const e = ctx.understanding.entities;
  if (e.outsideCity && !e.city) return outsideAnswer(e.outsideCity, e.category ? "vendors" : "venues");
  const vendorWords =
    e.category ||
    /\bvendors\b/i.test(ctx.text) ||
    (ctx.understanding.state.filters?.kind === "vendor" && ctx.understanding.followUp);
  if (vendorWords && !/\bvenues\b/i.test(ctx.text)) {
    const input: ToolIO["search_vendors"]["input"] = {};
    if (e.city) input.city = e.city;
    if (e.category) input.category = e.category;
    if (e.money?.isCeiling) input.maxPrice = e.money.amount;
    const found = await ctx.tools.call("search_vendors", input);
    if (!found) return "I can't search vendors right now.";
    const what = e.category ? categoryName(e.category) : "vendors";
    const where = e.city ? ` in ${cityName(e.city)}` : "";
    const path =
      e.city && e.category
        ? `/${e.city}/vendors/${e.category}`
        : e.category
          ? `/vendors/${e.category}`
          : e.city
            ? `/${e.city}/vendors`
            : "/vendors";
    return `There ${found.total === 1 ? "is" : "are"} **${found.total}** ${found.total === 1 && e.category ? categoryName(e.category, { singular: true }) : what}${where}${input.maxPrice !== undefined ? ` from ${usd(input.maxPrice)} or less` : ""} on June Weddings. [See them](${path})`;
  }
  const input: VenueInput = {};
  if (e.city) input.city = e.city;
  if (e.guests !== undefined) input.guests = e.guests;
  if (e.money?.isCeiling) input.maxPrice = e.money.amount;
  if (e.style) input.style = e.style;
  if (e.setting) input.setting = e.setting;
  const found = await ctx.tools.call("search_venues", input);
  if (!found) return "I can't search venues right now.";
  const words = [
    input.setting,
    input.style,
    found.total === 1 ? "venue" : "venues",
    input.city ? `in ${cityName(input.city)}` : undefined,
    input.guests ? `that seat${found.total === 1 ? "s" : ""} ${input.guests}+` : undefined,
    input.maxPrice !== undefined ? `from ${usd(input.maxPrice)} or less` : undefined,
  ].filter(Boolean);
  const q = new URLSearchParams();
  if (input.style) q.set("q", input.style);
  if (input.city) q.set("city", input.city);
  if (input.guests) q.set("guests", String(input.guests));
  if (input.maxPrice !== undefined) q.set("maxPrice", String(input.maxPrice));
  if (input.setting) q.set("setting", input.setting);
  const qs = q.toString();
  return `There ${found.total === 1 ? "is" : "are"} **${found.total}** ${words.join(" ")} on June Weddings. [See them on the venues page](/venues${qs ? `?${qs}` : ""})`;
}

/** How every answer about a place we don't serve starts (the engine keeps one per message). */
export const OUTSIDE_LEAD = "June Weddings doesn't list";

/** A place we don't serve: said plainly, with what June can do instead. */
export function outsideAnswer(
  place: string,
  what: "venues" | "vendors" | "venues or vendors" = "venues or vendors",
): string {
  return `${OUTSIDE_LEAD} ${what} in ${plain(place)} — we cover ${SERVED}. I can search any of those four cities for you, or help with your budget, guest list and timeline wherever you marry.`;
}

/** Names the couple typed that matched no listing. */
export function notFoundAnswer(missing: string[]): string {
  return `I couldn't find a venue or vendor called “${plain(missing[0] ?? "")}” on June Weddings. Check the spelling, or ask me to find venues or vendors and pick one from the list.`;
}

/** Two listings fit the name equally: one short question. */
export function whichOneAnswer(span: string, options: FoundListing[]): string {
  return `Which one do you mean by “${plain(span)}”: ${list(options.map(link), "or")}?`;
}
