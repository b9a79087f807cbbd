import { z } from "zod";

/**
 * Master timeline contract (issue #15; docs/decisions/039). The timeline helper grows this file (inputs,
 * answers); these names are fixed because the tables use them.
 */
export const taskAreas = [
  "planning",
  "venue",
  "vendors",
  "guests",
  "attire",
  "ceremony",
  "reception",
  "legal",
  "day_of",
  "after",
] as const;
export type TaskArea = (typeof taskAreas)[number];
export const taskAreaLabels: Record<TaskArea, string> = {
  planning: "Planning",
  venue: "Venue",
  vendors: "Vendors",
  guests: "Guests",
  attire: "Attire and beauty",
  ceremony: "Ceremony",
  reception: "Reception",
  legal: "Legal and paperwork",
  day_of: "The day",
  after: "After the wedding",
};
export const taskSources = ["generated", "custom"] as const;
export type TaskSource = (typeof taskSources)[number];
export const taskStatuses = ["todo", "done"] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const timelineEngines = ["builtin", "openai"] as const;
export type TimelineEngine = (typeof timelineEngines)[number];
export const taskAreaSchema = z.enum(taskAreas);

// ── inputs and answers (the timeline helper, issue #15) ──────────────────────────────────────────────

export const TIMELINE_LIMITS = {
  title: 120,
  notes: 2000,
  tasks: 300,
  dependsOn: 20,
} as const;

const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-06-12.")
  .refine((d) => {
    const [y, m, day] = d.split("-").map(Number);
    const date = new Date(Date.UTC(y!, m! - 1, day));
    return date.getUTCMonth() === m! - 1 && date.getUTCDate() === day && y! >= 2000 && y! <= 2100;
  }, "That date does not exist.");

const title = z
  .string()
  .trim()
  .min(1, "Give the task a title.")
  .max(TIMELINE_LIMITS.title, `Keep the title to ${TIMELINE_LIMITS.title} characters.`);
const notes = z
  .string()
  .trim()
  .max(
    TIMELINE_LIMITS.notes,
    `Keep the notes to ${TIMELINE_LIMITS.notes.toLocaleString("en-US")} characters.`,
  );

export const taskIdParamsSchema = z.object({ id: z.uuid("Unknown task.") });

export const taskInputSchema = z.object({
  title,
  notes: notes.optional(),
  area: taskAreaSchema.optional(),
  dueOn: dayString.nullable().optional(),
  assigneeContributorId: z.uuid().nullable().optional(),
  dependsOn: z.array(z.uuid()).max(TIMELINE_LIMITS.dependsOn).optional(),
});
export type TaskInput = z.infer<typeof taskInputSchema>;

export const taskPatchSchema = z.object({
  /** The version read; a different current version answers 409 `stale`. */
  version: z.number().int().positive(),
  title: title.optional(),
  notes: notes.optional(),
  area: taskAreaSchema.optional(),
  /** A date set by hand pins the task; null with `unpin` returns it to its offset. */
  dueOn: dayString.optional(),
  unpin: z.literal(true).optional(),
  status: z.enum(taskStatuses).optional(),
  /** null: the couple. */
  assigneeContributorId: z.uuid().nullable().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
  dependsOn: z.array(z.uuid()).max(TIMELINE_LIMITS.dependsOn).optional(),
});
export type TaskPatch = z.infer<typeof taskPatchSchema>;

export const taskDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive().optional() });

export const timelineTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  area: taskAreaSchema,
  source: z.enum(taskSources),
  templateKey: z.string().nullable(),
  offsetDays: z.number().int().nullable(),
  pinned: z.boolean(),
  /** Computed (dueDateOf): the wedding date − offset, or the pinned date; null when undated. */
  dueOn: z.string().nullable(),
  status: z.enum(taskStatuses),
  completedAt: z.string().nullable(),
  completedByName: z.string().nullable(),
  assigneeContributorId: z.string().nullable(),
  /** The assignee's name; null for the couple. */
  assigneeName: z.string().nullable(),
  position: z.number().int(),
  dependsOn: z.array(z.string()),
  overdue: z.boolean(),
  /** Open and due within the next 30 days (today included). */
  upcoming: z.boolean(),
  version: z.number().int(),
});
export type TimelineTask = z.infer<typeof timelineTaskSchema>;

export const assigneeOptionSchema = z.object({ id: z.string(), name: z.string() });

export const timelineSchema = z.object({
  weddingDate: z.string().nullable(),
  today: z.string(),
  generatedAt: z.string().nullable(),
  engine: z.enum(timelineEngines).nullable(),
  /** The couple only: the calendar subscription address; null for contributors or before one exists. */
  calendarUrl: z.string().nullable(),
  /** What the viewer may do. */
  canEdit: z.boolean(),
  isCouple: z.boolean(),
  /** People a task can be given to, besides the couple (contributors with timeline access). */
  assignees: z.array(assigneeOptionSchema),
  nudge: z.string().nullable(),
  tasks: z.array(timelineTaskSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

export const generateResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  compressed: z.boolean(),
  engine: z.enum(timelineEngines),
  timeline: timelineSchema,
});
export type GenerateResult = z.infer<typeof generateResultSchema>;

export const calendarResetSchema = z.object({ calendarUrl: z.string() });

/** The next open tasks, for the dashboards. */
export const taskGlanceSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string().nullable(),
  overdue: z.boolean(),
});
export type TaskGlance = z.infer<typeof taskGlanceSchema>;
