import { householdInputSchema } from "@shared/schemas/guests";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { AddGuestsAction } from "../../providers/ai/types";
import { createHousehold, guestEventNames } from "../guests/guests.service";
import type { StoredMetadata } from "./june-history";

/** Where June sends the couple after adding guests. */
export const GUEST_LIST_PATH = "/planning/guest-list-manager";

/** Names as Markdown: one line, no characters that would change the reply's layout. */
const md = (s: string) =>
  s
    .replace(/[\r\n]+/g, " ")
    .replace(/[*_`[\]<>#|\\]/g, "")
    .trim();

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * The confirmed add_guests proposal (issue #12), written through the guest list's service with
 * `source: "june"` for the couple of the access scope — the proposal carries no couple id, so it can only
 * ever reach this couple's list. Invited to the named events (those that still exist), or to every event
 * the couple has now. Runs inside decideAction's transaction: the claim and the household commit together.
 */
export async function addProposedGuests(
  tx: Db,
  coupleId: string,
  action: AddGuestsAction,
): Promise<{ content: string; tools: NonNullable<StoredMetadata["tools"]> }> {
  const parsed = householdInputSchema.safeParse({
    name: action.householdName,
    plusOnesAllowed: action.plusOnes,
    guests: action.guests.map((g) => ({ name: g.name, guestType: g.guestType })),
    ...(action.eventIds ? { invitedEventIds: action.eventIds } : {}),
  });
  if (!parsed.success)
    throw new AppError("VALIDATION", parsed.error.issues[0]?.message ?? "These guests can't be added.");
  await createHousehold(tx, coupleId, parsed.data, { source: "june" });

  const events = await guestEventNames(tx, coupleId);
  const invited = action.eventIds ? events.filter((e) => action.eventIds!.includes(e.id)) : events;
  const phrase = juneToolPhrase("add_guests", {
    guests: action.guests.length,
    plusOnes: action.plusOnes,
    added: true,
  });
  const names = listOf(action.guests.map((g) => `**${md(g.name)}**`));
  const household =
    action.guests.length > 1 || md(action.householdName) !== md(action.guests[0]?.name ?? "")
      ? ` as one household (“${md(action.householdName)}”)`
      : "";
  const plusOnes =
    action.plusOnes > 0
      ? `, with ${action.plusOnes === 1 ? "a plus-one" : `${action.plusOnes} plus-ones`} they can name when they RSVP`
      : "";
  const where =
    events.length === 0
      ? "You haven't added your events yet; invite them once you do."
      : action.eventIds
        ? `Invited to ${listOf(invited.map((e) => md(e.name)))}.`
        : `Invited to all your events (${listOf(invited.map((e) => md(e.name)))}).`;
  return {
    content: `Done — I added ${names} to your guest list${household}${plusOnes}. ${where} [Open your guest list](${GUEST_LIST_PATH})`,
    tools: [{ name: "add_guests", summary: phrase }],
  };
}
