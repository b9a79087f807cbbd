import type { RsvpStatus } from "../schemas/guests";

/**
 * A guest's overall `rsvp_status` (the spec's field, which June counts) from their per-event answers:
 * attending when they come to at least one event, declined when they declined every event they are
 * invited to, otherwise pending (no events, or some unanswered and none accepted).
 */
export function overallRsvpStatus(answers: readonly RsvpStatus[]): RsvpStatus {
  if (answers.includes("attending")) return "attending";
  if (answers.length > 0 && answers.every((a) => a === "declined")) return "declined";
  return "pending";
}
