import { cityById } from "../catalog";
import { longDate } from "./budget-math";

/**
 * How June words the changes she proposes (issue #16; docs/decisions/042): one place for the texts the
 * proposal card shows (what changes, from → to), the reply after a confirm ("Done — your total budget is
 * now $40,000 (was $35,000).") and after a dismiss, so the card and the reply can never disagree. Pure.
 */

/** Integer cents as dollars: "$40,000", or "$40,000.50" when there are cents. */
export function centsLabel(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString("en-US", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })}`;
}

export type ProfileFieldName = "weddingDate" | "cityId" | "guestCount";

/** The profile's field as the couple reads it, in a sentence. */
export const profileFieldLabels: Record<ProfileFieldName, string> = {
  weddingDate: "wedding date",
  cityId: "city",
  guestCount: "guest count",
};

/** A stored profile value as the couple reads it: "June 12, 2027", "Nashville", "150 guests"; "not set". */
export function profileValueLabel(field: ProfileFieldName, value: string | null): string {
  if (value === null || value === "") return "not set";
  if (field === "weddingDate") return longDate(value);
  if (field === "cityId") return cityById(value)?.name ?? value;
  const n = Number(value);
  return `${n.toLocaleString("en-US")} ${n === 1 ? "guest" : "guests"}`;
}

/** The new kinds' proposals as the API shows them (shared/schemas/june.ts), without their status. */
export type ChangeProposal =
  | { kind: "set_total_budget"; amountCents: number; previousCents: number | null }
  | { kind: "set_category_allocation"; categoryName: string; amountCents: number; previousCents: number }
  | {
      kind: "update_profile";
      changes: { field: ProfileFieldName; fromLabel: string; toLabel: string }[];
    }
  | { kind: "remove_saved_venue"; venueName: string };

/** One line of the proposal card: what changes, from what, to what (`from` null: nothing there before). */
export type ChangeLine = { what: string; from: string | null; to: string };

export function changeLines(p: ChangeProposal): ChangeLine[] {
  switch (p.kind) {
    case "set_total_budget":
      return [
        {
          what: "Total budget",
          from: p.previousCents === null ? null : centsLabel(p.previousCents),
          to: centsLabel(p.amountCents),
        },
      ];
    case "set_category_allocation":
      return [{ what: p.categoryName, from: centsLabel(p.previousCents), to: centsLabel(p.amountCents) }];
    case "update_profile":
      return p.changes.map((c) => ({
        what: capitalise(profileFieldLabels[c.field]),
        from: c.fromLabel === "not set" ? null : c.fromLabel,
        to: c.toLabel,
      }));
    case "remove_saved_venue":
      return [{ what: "Venue", from: null, to: p.venueName }];
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const was = (from: string | null) => (from === null ? "" : ` (was ${from})`);
const now = (from: string) => (from === "not set" ? "" : ` (now ${from})`);

/** The proposal card's question, above its lines. */
export function proposalTitle(p: ChangeProposal): string {
  switch (p.kind) {
    case "set_total_budget":
      return "Change your total budget?";
    case "set_category_allocation":
      return "Change a budget category?";
    case "update_profile":
      return "Change your wedding details?";
    case "remove_saved_venue":
      return "Remove from your saved venues?";
  }
}

/** The question June asks with the proposal (her reply's text when the engine wrote none). */
export function proposalQuestion(p: ChangeProposal): string {
  switch (p.kind) {
    case "set_total_budget":
      return `Shall I set your total budget to ${centsLabel(p.amountCents)}${was(p.previousCents === null ? null : centsLabel(p.previousCents))}? Please confirm below.`;
    case "set_category_allocation":
      return `Shall I set ${p.categoryName} to ${centsLabel(p.amountCents)} (now ${centsLabel(p.previousCents)})? Please confirm below.`;
    case "update_profile":
      // The value it has now beside the new one (sixth round), as the budget questions say "(now $2,500)".
      return `Shall I change your ${listOf(p.changes.map((c) => `${profileFieldLabels[c.field]} to ${c.toLabel}${now(c.fromLabel)}`))}? Please confirm below.`;
    case "remove_saved_venue":
      return `Shall I remove ${p.venueName} from your saved venues? Please confirm below.`;
  }
}

/** June's reply once the couple confirmed and the change is written: exactly what changed. */
export function confirmedText(p: ChangeProposal): string {
  switch (p.kind) {
    case "set_total_budget":
      return `Done — your total budget is now ${centsLabel(p.amountCents)}${was(p.previousCents === null ? null : centsLabel(p.previousCents))}.`;
    case "set_category_allocation":
      return `Done — ${p.categoryName} is now ${centsLabel(p.amountCents)} (was ${centsLabel(p.previousCents)}).`;
    case "update_profile":
      return `Done — ${listOf(
        p.changes.map(
          (c) =>
            `your ${profileFieldLabels[c.field]} is now ${c.toLabel}${was(c.fromLabel === "not set" ? null : c.fromLabel)}`,
        ),
      )}.`;
    case "remove_saved_venue":
      return `Done — I removed ${p.venueName} from your saved venues.`;
  }
}

/** June's reply when the couple dismissed the proposal: nothing changed. */
export function dismissedText(p: ChangeProposal): string {
  switch (p.kind) {
    case "set_total_budget":
      return `No problem — I won't change your total budget.`;
    case "set_category_allocation":
      return `No problem — I won't change ${p.categoryName}.`;
    case "update_profile":
      return `No problem — I won't change your ${listOf(p.changes.map((c) => profileFieldLabels[c.field]))}.`;
    case "remove_saved_venue":
      return `No problem — I won't remove ${p.venueName} from your saved venues.`;
  }
}

/** The card's line once decided (under the proposal). */
export function outcomeText(p: ChangeProposal, status: "confirmed" | "dismissed"): string {
  const done = status === "confirmed";
  switch (p.kind) {
    case "set_total_budget":
      return done ? `Total budget set to ${centsLabel(p.amountCents)}.` : "Total budget not changed.";
    case "set_category_allocation":
      return done
        ? `${p.categoryName} set to ${centsLabel(p.amountCents)}.`
        : `${p.categoryName} not changed.`;
    case "update_profile":
      return done ? "Wedding details updated." : "Wedding details not changed.";
    case "remove_saved_venue":
      return done ? `Removed ${p.venueName} from your venues.` : `Kept ${p.venueName} in your venues.`;
  }
}
