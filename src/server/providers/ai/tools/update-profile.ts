import { z } from "zod";
import { cities } from "@shared/catalog";
import { BUDGET_LIMITS } from "@shared/schemas/budget";
import { profileValueLabel } from "@shared/rules/june-changes";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";
import { localToday } from "@shared/rules/wedding-countdown";
import type { ProfileField, ProfileUpdateAction } from "../types";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { cityIdOf, shortText, type ToolOf } from "./tool-words";

const input = z.object({
  weddingDate: shortText(20).optional().describe("The new wedding date, YYYY-MM-DD (a future date)."),
  city: shortText(80)
    .optional()
    .describe("The new city: one we serve (Cleveland, Columbus, Cincinnati or Nashville)."),
  guestCount: z.number().optional().describe("The new expected number of guests, 1 to 2000."),
});

/** How far ahead a wedding date may be: further is a typo of the year. */
const MAX_YEARS_AHEAD = 10;
const SERVED = cities
  .map((c) => c.name)
  .join(", ")
  .replace(/, ([^,]+)$/, " and $1");

/** A real calendar date "YYYY-MM-DD" (no February 30th). */
function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

type Change = ProfileUpdateAction["changes"][number];
const change = (field: ProfileField, from: string | null, to: string): Change => ({
  field,
  from,
  to,
  fromLabel: profileValueLabel(field, from),
  toLabel: profileValueLabel(field, to),
});

/**
 * Proposes changes to the couple's wedding details (issue #16): date, city, guest count, each checked
 * here (a real future date, a city we serve, 1–2,000 guests) so the proposal can be written as shown.
 * Only fields that change are proposed, each with the value it replaces (the confirm's stale check).
 */
export function updateProfileTool(ports: CoupleToolPorts): ToolOf<"update_profile"> {
  return {
    name: "update_profile",
    description:
      "Propose changing the couple's wedding date, city and/or expected guest count (give only what changes). Nothing changes until the couple confirms in the chat; tell them to confirm.",
    input,
    kind: "write",
    async run(input) {
      if (input.weddingDate === undefined && input.city === undefined && input.guestCount === undefined)
        return { error: "Say what to change: the wedding date, the city or the guest count." };
      const p = await ports.profile();
      const changes: Change[] = [];
      if (input.weddingDate !== undefined) {
        const date = input.weddingDate;
        if (!isRealDate(date)) return { error: `"${date}" isn't a date; use YYYY-MM-DD, like 2027-06-12.` };
        const today = localToday();
        if (date <= today) return { error: "The wedding date has to be in the future." };
        if (Number(date.slice(0, 4)) > Number(today.slice(0, 4)) + MAX_YEARS_AHEAD)
          return { error: `That date is more than ${MAX_YEARS_AHEAD} years away; check the year.` };
        if (date !== p?.weddingDate) changes.push(change("weddingDate", p?.weddingDate ?? null, date));
      }
      if (input.city !== undefined) {
        const cityId = cityIdOf(input.city);
        if (!cityId)
          return {
            error: `June Weddings doesn't serve ${input.city} yet: we plan weddings in ${SERVED}.`,
          };
        if (cityId !== p?.cityId) changes.push(change("cityId", p?.cityId ?? null, cityId));
      }
      if (input.guestCount !== undefined) {
        const n = input.guestCount;
        if (!Number.isInteger(n) || n < 1 || n > BUDGET_LIMITS.maxGuests)
          return {
            error: `A guest count is a whole number from 1 to ${BUDGET_LIMITS.maxGuests.toLocaleString("en-US")}.`,
          };
        if (n !== p?.guestCount)
          changes.push(change("guestCount", p?.guestCount == null ? null : String(p.guestCount), String(n)));
      }
      if (changes.length === 0) return { error: "Those are already the couple's wedding details." };
      return { action: { kind: "update_profile", changes } };
    },
    summarize: (_i, o) =>
      juneToolPhrase("update_profile", "action" in o ? { fields: o.action.changes.map((c) => c.field) } : {}),
  };
}
