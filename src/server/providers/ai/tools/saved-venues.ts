import type { CoupleToolPorts } from "./couple-tool-ports";
import { noInput, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

/** Saved venues a tool returns (spec: 5 in the couple's context). */
export const TOOL_SAVED_VENUES_LIMIT = 5;

export function savedVenuesTool(ports: CoupleToolPorts): ToolOf<"saved_venues"> {
  return {
    name: "saved_venues",
    description: `The venues the couple saved (newest first, at most ${TOOL_SAVED_VENUES_LIMIT}).`,
    input: noInput,
    kind: "read",
    run: async () => ({ venues: await ports.savedVenues(TOOL_SAVED_VENUES_LIMIT) }),
    summarize: () => juneToolPhrase("saved_venues", {}),
  };
}
