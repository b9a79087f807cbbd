import { countdownMood, daysUntil, localToday } from "@shared/rules/wedding-countdown";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { noInput, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

export function daysToWeddingTool(ports: CoupleToolPorts): ToolOf<"days_to_wedding"> {
  return {
    name: "days_to_wedding",
    description:
      "Days from today to the couple's wedding date, with the countdown mood (plenty of time / getting exciting / final stretch). Nulls when no date is set.",
    input: noInput,
    kind: "read",
    async run() {
      const weddingDate = (await ports.profile())?.weddingDate ?? null;
      if (!weddingDate) return { weddingDate: null, days: null, mood: null };
      const days = daysUntil(weddingDate, localToday());
      return { weddingDate, days, mood: days > 0 ? countdownMood(days) : null };
    },
    summarize: (_i, o) => juneToolPhrase("days_to_wedding", { hasDate: o.days !== null }),
  };
}
