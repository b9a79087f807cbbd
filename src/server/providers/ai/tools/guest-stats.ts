import type { CoupleToolPorts } from "./couple-tool-ports";
import { noInput, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

/** Households that haven't answered a tool names at most (June names a few, never the whole list). */
export const TOOL_PENDING_HOUSEHOLD_NAMES = 5;

export function guestStatsTool(ports: CoupleToolPorts): ToolOf<"guest_stats"> {
  return {
    name: "guest_stats",
    description: `The couple's guest list: guests attending, pending and declined; per event (ceremony, reception, rehearsal dinner…) the guests invited and their answers; meal choices of attending guests (an empty meal = not chosen yet); and the households that haven't answered (how many, and up to ${TOOL_PENDING_HOUSEHOLD_NAMES} names).`,
    input: noInput,
    kind: "read",
    run: () => ports.guestStats(TOOL_PENDING_HOUSEHOLD_NAMES),
    summarize: () => juneToolPhrase("guest_stats", {}),
  };
}
