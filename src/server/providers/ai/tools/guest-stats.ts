import type { CoupleToolPorts } from "./couple-tool-ports";
import { noInput, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

export function guestStatsTool(ports: CoupleToolPorts): ToolOf<"guest_stats"> {
  return {
    name: "guest_stats",
    description: "The couple's guest list counts: total, attending, pending and declined RSVPs.",
    input: noInput,
    kind: "read",
    async run() {
      const { attending, pending, declined } = await ports.rsvpCounts();
      return { total: attending + pending + declined, attending, pending, declined };
    },
    summarize: () => juneToolPhrase("guest_stats", {}),
  };
}
