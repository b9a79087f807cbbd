import { z } from "zod";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { cityIdOf, cityLabel, money, shortText, styleOf, usd, type ToolOf } from "./tool-words";

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
});

export function searchVenuesTool(ports: CoupleToolPorts): ToolOf<"search_venues"> {
  return {
    name: "search_venues",
    description:
      "Search published wedding venues. All filters optional: query (free words), city (Cleveland, Columbus, Nashville or Cincinnati), guests (seated capacity at least), maxPrice (USD, starting price at most), style (barn, ballroom, garden, rooftop, vineyard, lakeside, historic, industrial), setting (indoor or outdoor).",
    input,
    kind: "read",
    async run(input) {
      const style = styleOf(input.style);
      // A style word we do not list as a style still helps as a search word ("rustic").
      const q = [input.query, input.style && !style ? input.style : undefined].filter(Boolean).join(" ");
      return ports.searchVenues({
        q: q || undefined,
        city: cityIdOf(input.city),
        guests: input.guests,
        maxPrice: input.maxPrice,
        style,
        setting: input.setting,
        limit: TOOL_SEARCH_LIMIT,
      });
    },
    summarize(input, output) {
      const city = cityLabel(cityIdOf(input.city));
      const parts = [
        input.style ? `${input.style} venues` : "venues",
        city ? `in ${city}` : undefined,
        input.guests ? `for ${input.guests} guests` : undefined,
        input.maxPrice !== undefined ? `under ${money(input.maxPrice)}` : undefined,
        input.query ? `matching “${input.query}”` : undefined,
      ].filter(Boolean);
      return `Searched ${parts.join(" ")} (${output.total} found)`;
    },
  };
}
