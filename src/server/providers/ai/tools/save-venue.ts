import { z } from "zod";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { shortText, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

const input = z.object({ venueSlug: shortText(120).min(1) });

/** The one write: it only proposes — the couple confirms in the chat and the June module commits it. */
export function saveVenueTool(ports: CoupleToolPorts): ToolOf<"save_venue"> {
  return {
    name: "save_venue",
    description:
      "Propose saving a venue (by its slug from search results) to the couple's saved venues. Nothing is saved until the couple confirms in the chat; tell them to confirm.",
    input,
    kind: "write",
    async run(input) {
      const v = await ports.venueToSave(input.venueSlug.toLowerCase());
      if (!v) return { error: `No published venue has the slug "${input.venueSlug}".` };
      if (v.saved) return { error: `${v.name} is already in the couple's saved venues.` };
      return { action: { kind: "save_venue", venueSlug: v.slug, venueName: v.name } };
    },
    summarize: (_i, o) =>
      juneToolPhrase("save_venue", "action" in o ? { venueName: o.action.venueName } : {}),
  };
}
