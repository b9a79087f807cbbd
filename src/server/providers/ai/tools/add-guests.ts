import { z } from "zod";
import { GUEST_TYPES } from "@shared/schemas/guests";
import type { CoupleToolPorts } from "./couple-tool-ports";
import { ALL_EVENTS, householdNameFor, matchEvent } from "./guest-words";
import { shortText, type ToolOf } from "./tool-words";
import { juneToolPhrase } from "@shared/rules/june-tool-phrases";

const input = z.object({
  householdName: shortText(120)
    .optional()
    .describe("How the invitation is addressed; omit to derive it from the names ('Chris & Sam Lee')."),
  guests: z
    .array(
      z.object({
        name: shortText(120).min(1).describe("The person's name exactly as the couple gave it."),
        guestType: z.enum(GUEST_TYPES).optional(),
      }),
    )
    .min(1)
    .max(30),
  plusOnes: z
    .number()
    .int()
    .min(0)
    .max(20)
    .optional()
    .describe("Unnamed plus-ones the household may bring ('and a plus one')."),
  events: z
    .array(shortText(80).min(1))
    .max(20)
    .optional()
    .describe("Names of the couple's events to invite them to; omit for every event."),
});

/** A name, not an address, a number or a link: June never writes an email into a name. */
const NOT_A_NAME = /[@/\\<>{}=]|https?:|\d{3,}/i;

/**
 * The guest list's one write (issue #12), like save_venue: it only PROPOSES a household — the couple
 * confirms in the chat and the June module writes it through the guest list's service.
 */
export function addGuestsTool(ports: CoupleToolPorts): ToolOf<"add_guests"> {
  return {
    name: "add_guests",
    description:
      "Propose adding ONE household (people invited together, one RSVP) to the couple's guest list, with the names exactly as the couple gave them. Never make up names, emails or other details; if the couple gave a number of people without their names, ask for the names instead of calling this. Nothing is added until the couple confirms in the chat; tell them to confirm.",
    input,
    kind: "write",
    async run(input) {
      const guests = input.guests.map((g) => ({
        name: g.name.replace(/\s+/g, " ").trim(),
        guestType: g.guestType ?? ("friend" as const),
      }));
      const bad = guests.find((g) => NOT_A_NAME.test(g.name) || !/\p{L}/u.test(g.name));
      if (bad) return { error: `"${bad.name}" doesn't look like a person's name.` };
      const events = await ports.guestEvents();
      const typed = (input.events ?? []).filter((e) => !ALL_EVENTS.test(e.trim()));
      let chosen: { id: string; name: string }[] | null = null;
      if (typed.length > 0) {
        chosen = [];
        for (const t of typed) {
          const match = matchEvent(t, events);
          if (!match)
            return {
              error: `The couple has no event called "${t}".`,
              events: events.map((e) => e.name),
            };
          if (!chosen.some((e) => e.id === match.id)) chosen.push(match);
        }
        chosen.sort((a, b) => events.indexOf(a) - events.indexOf(b));
      }
      const householdName =
        input.householdName?.replace(/\s+/g, " ").trim() || householdNameFor(guests.map((g) => g.name));
      return {
        action: {
          kind: "add_guests",
          householdName,
          guests,
          plusOnes: input.plusOnes ?? 0,
          eventIds: chosen ? chosen.map((e) => e.id) : null,
          eventNames: (chosen ?? events).map((e) => e.name),
        },
      };
    },
    summarize: (_i, o) =>
      juneToolPhrase(
        "add_guests",
        "action" in o ? { guests: o.action.guests.length, plusOnes: o.action.plusOnes } : {},
      ),
  };
}
