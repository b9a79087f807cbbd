import { z } from "zod";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { TOOL_SEARCH_LIMIT } from "./search-venues";
import { categoryOf, cityIdOf, shortText, usd, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

const input = z.object({
  query: shortText(100).optional(),
  city: shortText(40).optional(),
  category: shortText(40).optional(),
  maxPrice: usd.optional(),
  // The vendors page's own sorts (fourth round): "the priciest photographer" is its first result.
  sort: z.enum(["relevance", "price-asc", "price-desc"]).optional(),
});

export function searchVendorsTool(ports: CoupleToolPorts): ToolOf<"search_vendors"> {
  return {
    name: "search_vendors",
    description:
      "Search published wedding vendors. All filters optional: query (free words), city (Cleveland, Columbus, Nashville or Cincinnati), category (photographers, videographers, caterers, djband, florists, weddingplanners, bakers, hairmakeup, transportation, officiants, bartenders, decorators), maxPrice (USD, starting price at most), sort (relevance, price-asc or price-desc: for the cheapest or priciest).",
    input,
    kind: "read",
    async run(input) {
      const category = categoryOf(input.category);
      const q = [input.query, input.category && !category ? input.category : undefined]
        .filter(Boolean)
        .join(" ");
      return ports.searchVendors({
        q: q || undefined,
        city: cityIdOf(input.city),
        category,
        maxPrice: input.maxPrice,
        ...(input.sort ? { sort: input.sort } : {}),
        limit: TOOL_SEARCH_LIMIT,
      });
    },
    // Only what the catalog recognises: the model's free words (query, an unlisted category) stay out.
    summarize: (input, output) =>
      juneToolPhrase("search_vendors", {
        city: cityIdOf(input.city),
        category: categoryOf(input.category),
        maxPrice: input.maxPrice,
        found: output.total,
        ...(output.totalIsLowerBound ? { foundIsLowerBound: true } : {}),
      }),
  };
}
