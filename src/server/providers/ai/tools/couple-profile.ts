import type { CoupleToolPorts } from "./couple-tool-ports";
import { noInput, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

const empty = {
  partner1Name: "",
  partner2Name: "",
  weddingDate: null,
  guestCount: null,
  cityId: null,
  weddingStyle: "",
};

export function coupleProfileTool(ports: CoupleToolPorts): ToolOf<"couple_profile"> {
  return {
    name: "couple_profile",
    description:
      "The couple's own profile: partner names, wedding date (YYYY-MM-DD), expected guest count, city and style words.",
    input: noInput,
    kind: "read",
    run: async () => (await ports.profile()) ?? empty,
    summarize: () => juneToolPhrase("couple_profile", {}),
  };
}
