import { z } from "zod";
import { cityIds } from "../catalog";

/**
 * June's voice intake and planning-call scheduling (issue #4): the answers June collects at
 * /june-voice-intake, saved only when the couple confirms them, and 30-minute planning calls booked at
 * /intake-scheduling. Shared by the server routes and the client forms.
 */

export const juneIntakeSchema = z.object({
  partner1Name: z
    .string()
    .trim()
    .min(1, "Enter the first partner's name.")
    .max(80, "Use at most 80 characters."),
  partner2Name: z.string().trim().max(80, "Use at most 80 characters."),
  weddingDate: z.iso.date("Enter a valid date.").nullable(),
  cityId: z.enum(cityIds, { error: "Choose one of our cities." }).nullable(),
  guestCount: z
    .number({ error: "Enter a number of guests." })
    .int("Use a whole number.")
    .min(0, "Use 0 or more.")
    .max(5000, "Use at most 5,000.")
    .nullable(),
  totalBudget: z
    .number({ error: "Enter a budget in dollars." })
    .int("Use whole dollars.")
    .min(0, "Use 0 or more.")
    .max(10_000_000, "Use at most $10,000,000.")
    .nullable(),
  weddingStyle: z.string().trim().max(300, "Use at most 300 characters."),
});
export type JuneIntake = z.infer<typeof juneIntakeSchema>;

/** What June already knows (answers may still be empty, so no minimums): the intake's starting point. */
export const juneIntakeAnswersSchema = z.object({
  partner1Name: z.string(),
  partner2Name: z.string(),
  weddingDate: z.string().nullable(),
  cityId: z.enum(cityIds).nullable(),
  guestCount: z.number().int().nullable(),
  totalBudget: z.number().int().nullable(),
  weddingStyle: z.string(),
});

// ── Planning calls ──────────────────────────────────────────────────────────────────────────────

/** Calls are offered on weekdays, 10:00–16:00 in this zone, on the half hour (the planners' office). */
export const PLANNING_CALL_TIME_ZONE = "America/New_York";
export const PLANNING_CALL_MINUTES = 30;
export const PLANNING_CALL_WINDOW_DAYS = 14;
/** A slot closer than this is no longer offered (a planner prepares from the couple's plan). */
export const PLANNING_CALL_NOTICE_HOURS = 12;

export const planningCallSlotsSchema = z.object({
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  /** Start instants (ISO, UTC), soonest first. */
  slots: z.array(z.string()),
});
export type PlanningCallSlots = z.infer<typeof planningCallSlotsSchema>;

export const bookPlanningCallSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: "Choose one of the offered times." }),
  phone: z
    .string()
    .trim()
    .min(7, "Enter a phone number we can call.")
    .max(40, "Use at most 40 characters.")
    .regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  topic: z.string().trim().max(500, "Use at most 500 characters.").default(""),
});
export type BookPlanningCall = z.input<typeof bookPlanningCallSchema>;

export const planningCallSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  phone: z.string(),
  topic: z.string(),
  status: z.enum(["confirmed", "cancelled"]),
  createdAt: z.string(),
});
export type PlanningCall = z.infer<typeof planningCallSchema>;

export const planningCallIdParamsSchema = z.object({ id: z.uuid("Unknown call.") });
