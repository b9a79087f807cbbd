import { z } from "zod";
import type { ToolIO } from "../types";
import type { CoupleToolPorts, VenueToolFilters } from "./couple-tool-ports";
import { cityIdOf, shortText, styleOf, usd, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

/** Results per search handed to a model (enough to choose from, small enough for a prompt). */
export const TOOL_SEARCH_LIMIT = 5;

// Built once: engines cache a tool's JSON Schema by the input's identity.
const input = z.object({
  query: shortText(100).optional(),
  city: shortText(40).optional(),
  guests: z.number().int().min(1).max(5000).optional(),
  maxPrice: usd.optional(),
  style: shortText(40).optional(),
  setting: z.enum(["indoor", "outdoor"]).optional(),
  // The venues page's own sorts (fourth round): "the cheapest venue in Columbus" is its first result.
  sort: z.enum(["relevance", "price-asc", "price-desc", "capacity-desc"]).optional(),
});

/**
 * The venues page's search for a tool call (issue #18): the style is searched as words, as a couple types
 * it in the search box — "barn" also finds rustic farms, "lake view" the lakeside venues — so June and the
 * page (`/venues?q=…`, venueSearchLink) never disagree. Only the numbers, city and setting are filters.
 */
export function venueToolSearch(input: ToolIO["search_venues"]["input"]): VenueToolFilters {
  const q = [input.query, input.style]
    .map((w) => w?.trim())
    .filter(Boolean)
    .join(" ");
  return {
    q: q || undefined,
    city: cityIdOf(input.city),
    guests: input.guests,
    maxPrice: input.maxPrice,
    setting: input.setting,
    ...(input.sort ? { sort: input.sort } : {}),
    limit: TOOL_SEARCH_LIMIT,
  };
}

export function searchVenuesTool(ports: CoupleToolPorts): ToolOf<"search_venues"> {
  return {
    name: "search_venues",
    description:
      "Search published wedding venues. All filters optional: query (free words), city (Cleveland, Columbus, Nashville or Cincinnati), guests (seated capacity at least), maxPrice (USD, starting price at most), style (words as a couple says them: rustic, barn, ballroom, garden, rooftop, vineyard, lake view, historic, industrial loft…; searched like the query), setting (indoor or outdoor), sort (relevance, price-asc, price-desc or capacity-desc: for the cheapest, priciest or biggest).",
    input,
    kind: "read",
    async run(input) {
      return ports.searchVenues(venueToolSearch(input));
    },
    // Only what the catalog recognises: the model's free words (query, an unlisted style) stay out.
    summarize: (input, output) =>
      juneToolPhrase("search_venues", {
        city: cityIdOf(input.city),
        style: styleOf(input.style),
        guests: input.guests,
        maxPrice: input.maxPrice,
        found: output.total,
        ...(output.totalIsLowerBound ? { foundIsLowerBound: true } : {}),
      }),
  };
}
