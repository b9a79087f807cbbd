import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TaskArea, TaskSource, TaskStatus, TimelineEngine } from "@shared/schemas/timeline";
import { user } from "./auth";
import { coupleContributors } from "./collaboration";

/**
 * The master timeline (issue #15; docs/decisions/039). One header per couple; its tasks hold an
 * `offset_days` before the wedding, so a task's due date is always (wedding date − offset) at read time
 * and moves with the date by construction. A task the couple dated by hand is `pinned` (its own
 * `due_on`); a task with neither is undated.
 */
export const timelines = pgTable("timelines", {
  coupleId: text("couple_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Which engine built the last plan. */
  engine: text("engine").$type<TimelineEngine>().notNull().default("builtin"),
  generatedAt: timestamp("generated_at", { withTimezone: true }),
  /** The secret of the calendar feed (`/api/timeline/calendar/{token}.ics`): 32 random bytes, base64url. */
  calendarToken: text("calendar_token").unique(),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const timelineTasks = pgTable(
  "timeline_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coupleId: text("couple_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    notes: text("notes").notNull().default(""),
    area: text("area").$type<TaskArea>().notNull().default("planning"),
    source: text("source").$type<TaskSource>().notNull().default("custom"),
    /** The generator's key of a generated task ("book-venue"): a new plan updates instead of duplicating. */
    templateKey: text("template_key"),
    /** Days before the wedding it is due (negative: after it, e.g. thank-you notes). */
    offsetDays: integer("offset_days"),
    /** A date set by hand: then the task no longer moves with the wedding date. */
    pinned: boolean("pinned").notNull().default(false),
    dueOn: date("due_on", { mode: "string" }),
    status: text("status").$type<TaskStatus>().notNull().default("todo"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: text("completed_by").references(() => user.id, { onDelete: "set null" }),
    /** Who does it: one of the couple's contributors, or the couple when null. */
    assigneeContributorId: uuid("assignee_contributor_id").references(() => coupleContributors.id, {
      onDelete: "set null",
    }),
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("timeline_tasks_couple_idx").on(t.coupleId, t.position),
    uniqueIndex("timeline_tasks_template_idx")
      .on(t.coupleId, t.templateKey)
      .where(sql`${t.templateKey} is not null`),
    index("timeline_tasks_assignee_idx").on(t.assigneeContributorId),
    check("timeline_tasks_status_check", sql`${t.status} in ('todo', 'done')`),
    check("timeline_tasks_source_check", sql`${t.source} in ('generated', 'custom')`),
  ],
);

/** "Task depends on another": the other must be done first. Cycles are refused by the service. */
export const timelineTaskDeps = pgTable(
  "timeline_task_deps",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => timelineTasks.id, { onDelete: "cascade" }),
    dependsOnId: uuid("depends_on_id")
      .notNull()
      .references(() => timelineTasks.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.dependsOnId] }),
    index("timeline_task_deps_depends_idx").on(t.dependsOnId),
    check("timeline_task_deps_self_check", sql`${t.taskId} <> ${t.dependsOnId}`),
  ],
);
