import { z } from "zod";
import type { CoupleToolPorts } from "./couple-tool-ports";
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
    // Only what the catalog recognises: the model's free words (query, an unlisted style) stay out.
    summarize: (input, output) =>
      juneToolPhrase("search_venues", {
        city: cityIdOf(input.city),
        style: styleOf(input.style),
        guests: input.guests,
        maxPrice: input.maxPrice,
        found: output.total,
      }),
  };
}
