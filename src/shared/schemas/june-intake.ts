import { z } from "zod";
import { cityIds } from "../catalog";
import { line, text } from "./strings";

/**
 * June's voice intake and planning-call scheduling (issue #4): the answers June collects at
 * /june-voice-intake, saved only when the couple confirms them, and 30-minute planning calls booked at
 * /intake-scheduling. Shared by the server routes and the client forms.
 */

export const juneIntakeSchema = z.object({
  partner1Name: line({ max: 80 }).min(1, "Enter the first partner's name."),
  partner2Name: line({ max: 80 }),
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
  weddingStyle: text({ max: 300 }),
});
export type JuneIntake = z.infer<typeof juneIntakeSchema>;

/**
 * The answers gathered so far in an unfinished interview (issue #18: a reload resumes where the couple
 * was): the same fields and bounds, with every answer still optional.
 */
export const juneIntakeDraftSchema = juneIntakeSchema.extend({ partner1Name: line({ max: 80 }) });
export type JuneIntakeDraft = z.infer<typeof juneIntakeDraftSchema>;

/** June's six questions, in order; step 6 of the progress is the review card. */
export const JUNE_INTAKE_STEPS = ["names", "date", "city", "guests", "budget", "style"] as const;
export type JuneIntakeStepKey = (typeof JUNE_INTAKE_STEPS)[number];

export const juneIntakeLineSchema = z.object({
  from: z.enum(["june", "couple"]),
  text: z.string().trim().max(600),
});
export type JuneIntakeLine = z.infer<typeof juneIntakeLineSchema>;

export const juneIntakeProgressSchema = z.object({
  step: z.number().int().min(0).max(JUNE_INTAKE_STEPS.length),
  draft: juneIntakeDraftSchema,
  transcript: z.array(juneIntakeLineSchema).max(80),
});
export type JuneIntakeProgress = z.infer<typeof juneIntakeProgressSchema>;

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
  phone: line({ max: 40 })
    .min(7, "Enter a phone number we can call.")
    .regex(/^[0-9+().\-\s]*$/, "Use digits, spaces and + ( ) - only."),
  topic: text({ max: 500 }).default(""),
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
