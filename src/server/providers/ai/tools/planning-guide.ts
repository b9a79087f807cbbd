import { z } from "zod";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { shortText, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

/** Planning-guide passages per lookup. */
export const TOOL_GUIDE_PASSAGES = 3;

const input = z.object({ topic: shortText(200).min(1) });

export function planningGuideTool(ports: CoupleToolPorts): ToolOf<"planning_guide"> {
  return {
    name: "planning_guide",
    description:
      "Look up the product's wedding planning guides (timeline, budgeting basics, etiquette, questions for vendors) by topic; returns the most relevant passages.",
    input,
    kind: "read",
    run: async (input) => ({ passages: await ports.guidePassages(input.topic, TOOL_GUIDE_PASSAGES) }),
    // The guide's own title, not the topic the model asked about (issue #18).
    summarize: (_i, o) => juneToolPhrase("planning_guide", { guideTitle: o.passages[0]?.guideTitle }),
  };
}
