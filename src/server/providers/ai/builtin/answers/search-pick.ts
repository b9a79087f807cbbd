import type { ToolIO } from "../../types";
import type { Pick } from "../dialogue-state";
import { categoryName, cityName, plain, usd } from "../format";
import type { AnswerContext } from "./context";

/**
 * "Cheapest venue in Columbus", "biggest venue in Cleveland", "priciest photographer in Cleveland" (issue
 * #16, fourth round): one search in the site's own sort (price or capacity), the first result named with
 * the figure that makes it the pick, and the next two beside it. Only the filters the couple asked for are
 * applied — the profile's city when they named none, never their guest count unasked (the reply says
 * whether the pick seats it). Undefined when the site has no such sort (the smallest venue): the caller
 * lists as usual.
 */

type VenueSort = NonNullable<ToolIO["search_venues"]["input"]["sort"]>;

const VENUE_SORT: Record<string, VenueSort | undefined> = {
  "price-min": "price-asc",
  "price-max": "price-desc",
  "capacity-max": "capacity-desc",
};

const WORD: Record<string, string> = {
  "price-min": "lowest starting price",
  "price-max": "highest starting price",
  "capacity-max": "most seats",
};

const LEAD: Record<string, string> = {
  "price-min": "cheapest",
  "price-max": "priciest",
  "capacity-max": "biggest",
};

export async function venuePickAnswer(ctx: AnswerContext, pick: Pick): Promise<string | undefined> {
  const key = `${pick.by}-${pick.order}`;
  const sort = VENUE_SORT[key];
  if (!sort) return undefined;
  const e = ctx.understanding.entities;
  const profile = await ctx.tools.profile();
  const city = e.city ?? profile?.cityId ?? undefined;
  const input: ToolIO["search_venues"]["input"] = { sort };
  if (city) input.city = city;
  if (e.guests !== undefined) input.guests = e.guests;
  if (e.money?.isCeiling) input.maxPrice = e.money.amount;
  if (e.style) input.style = e.style;
  if (e.setting) input.setting = e.setting;
  const found = await ctx.tools.call("search_venues", input);
  if (!found) return "I can't search venues right now.";
  const [top, ...rest] = found.results;
  const where = city ? ` in ${cityName(city)}${!e.city ? " (your city)" : ""}` : "";
  if (!top) return `I couldn't find any venues${where} with those filters on June Weddings.`;
  const guests = profile?.guestCount;
  const fit = guests
    ? top.capacitySeated >= guests
      ? ` — room for your ${guests} guests`
      : ` — fewer seats than your ${guests} guests`
    : "";
  const figure = (v: typeof top) =>
    pick.by === "price" ? `from ${usd(v.priceFrom)}` : `seats ${v.capacitySeated}`;
  const lines = [
    `The ${LEAD[key]} ${e.style ? `${e.style} ` : ""}venue${where} on June Weddings (${WORD[key]}) is **[${plain(top.name)}](/venues/${top.slug})** — ${plain(top.neighborhood)} · seats ${top.capacitySeated} · from ${usd(top.priceFrom)}${fit}.`,
  ];
  if (rest.length)
    lines.push(
      `Next: ${rest
        .slice(0, 2)
        .map((v) => `[${plain(v.name)}](/venues/${v.slug}) (${figure(v)})`)
        .join(", ")}.`,
    );
  return lines.join("\n\n");
}

export async function vendorPickAnswer(ctx: AnswerContext, pick: Pick): Promise<string | undefined> {
  if (pick.by !== "price") return undefined;
  const e = ctx.understanding.entities;
  const key = `${pick.by}-${pick.order}`;
  const profile = await ctx.tools.profile();
  const city = e.city ?? profile?.cityId ?? undefined;
  const input: ToolIO["search_vendors"]["input"] = {
    sort: pick.order === "min" ? "price-asc" : "price-desc",
  };
  if (city) input.city = city;
  if (e.category) input.category = e.category;
  if (e.money?.isCeiling) input.maxPrice = e.money.amount;
  const found = await ctx.tools.call("search_vendors", input);
  if (!found) return "I can't search vendors right now.";
  const what = e.category ? categoryName(e.category, { singular: true }) : "vendor";
  const where = city ? ` in ${cityName(city)}${!e.city ? " (your city)" : ""}` : "";
  const [top, ...rest] = found.results;
  if (!top) return `I couldn't find any ${what}s${where} on June Weddings.`;
  const lines = [
    `The ${LEAD[key]} ${what}${where} on June Weddings (${WORD[key]}) is **[${plain(top.businessName)}](/vendor/${top.slug})** — from ${usd(top.priceFrom)}.`,
  ];
  if (rest.length)
    lines.push(
      `Next: ${rest
        .slice(0, 2)
        .map((v) => `[${plain(v.businessName)}](/vendor/${v.slug}) (from ${usd(v.priceFrom)})`)
        .join(", ")}.`,
    );
  return lines.join("\n\n");
}
