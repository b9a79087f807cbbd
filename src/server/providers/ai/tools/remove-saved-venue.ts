import { z } from "zod";
import { MAX_SAVED_VENUES } from "@shared/schemas/saved-venues";
import { looseMatch } from "@shared/rules/loose-name-match";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { shortText, type ToolOf } from "./tool-words";

const input = z.object({
  venue: shortText(160).min(1).describe("The saved venue's slug, or its name as the couple said it."),
});

/**
 * Proposes removing one of the couple's saved venues (issue #16), found among THEIR saves only (by slug,
 * else by name, forgiving case and typos): a venue they did not save cannot be proposed, and the confirm
 * removes it from this couple's saves through the saved-venues service.
 */
export function removeSavedVenueTool(ports: CoupleToolPorts): ToolOf<"remove_saved_venue"> {
  return {
    name: "remove_saved_venue",
    description:
      "Propose removing one venue from the couple's saved venues (by its slug or name). Nothing changes until the couple confirms in the chat; tell them to confirm.",
    input,
    kind: "write",
    async run(input) {
      const saved = await ports.savedVenues(MAX_SAVED_VENUES);
      if (saved.length === 0) return { error: "The couple has no saved venues." };
      const typed = input.venue.trim();
      const bySlug = saved.find((v) => v.slug === typed.toLowerCase());
      const match = bySlug ? { kind: "one" as const, item: bySlug } : looseMatch(typed, saved);
      if (match.kind === "none")
        return {
          error: `"${typed}" isn't one of the couple's saved venues (${saved.map((v) => v.name).join(", ")}).`,
        };
      if (match.kind === "ambiguous")
        return {
          error: `"${typed}" could be ${match.items.map((v) => v.name).join(" or ")}: ask which one.`,
        };
      return {
        action: { kind: "remove_saved_venue", venueSlug: match.item.slug, venueName: match.item.name },
      };
    },
    summarize: (_i, o) =>
      juneToolPhrase("remove_saved_venue", "action" in o ? { venueName: o.action.venueName } : {}),
  };
}
