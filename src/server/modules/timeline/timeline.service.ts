import { randomBytes } from "node:crypto";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays, dueDateOf, hasCycle } from "@shared/rules/timeline-plan";
import {
  TIMELINE_LIMITS,
  type Timeline,
  type TimelineEngine,
  type TimelineTask,
} from "@shared/schemas/timeline";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { coupleContributors } from "../../db/schema/collaboration";
import { coupleProfiles } from "../../db/schema/profiles";
import { timelines, timelineTaskDeps, timelineTasks } from "../../db/schema/timeline";
import { AppError } from "../../errors";
import { loadPlanContext } from "./timeline-context";
import type { TimelinePlanner } from "./timeline-planner";

/**
 * The master timeline (issue #15; docs/decisions/039). Every function takes the couple's scope from the
 * access rule and filters by `scope.coupleId`. Due dates are computed on read with `dueDateOf`.
 */

export const STALE_MESSAGE =
  "This task was changed meanwhile (someone else saved first). Reload to see the latest; nothing was saved.";
export const ASSIGNEE_MESSAGE = "Choose the couple or a helper who has access to the timeline.";
export const taskNotFound = () => new AppError("NOT_FOUND", "Task not found.");
export const stale = () => new AppError("CONFLICT", STALE_MESSAGE, { reason: "stale" });

export type TimelineOptions = { publicUrl: string; today: () => string };

/** Today in UTC as YYYY-MM-DD (the server's calendar). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

const calendarUrlOf = (publicUrl: string, token: string) => `${publicUrl}/api/timeline/calendar/${token}.ics`;
const newToken = () => randomBytes(32).toString("base64url");

async function weddingDateOf(db: Db, coupleId: string): Promise<string | null> {
  const [row] = await db
    .select({ date: coupleProfiles.weddingDate })
    .from(coupleProfiles)
    .where(eq(coupleProfiles.id, coupleId));
  return row?.date ?? null;
}

/** Contributors a task may be given to: not revoked, with any timeline access. */
export async function assigneeOptions(db: Db, coupleId: string) {
  const rows = await db
    .select({ id: coupleContributors.id, name: coupleContributors.name, email: coupleContributors.email })
    .from(coupleContributors)
    .where(
      and(
        eq(coupleContributors.coupleId, coupleId),
        ne(coupleContributors.status, "revoked"),
        sql`${coupleContributors.areas} ? 'timeline'`,
      ),
    )
    .orderBy(asc(coupleContributors.name));
  return rows.map((r) => ({ id: r.id, name: r.name.trim() || r.email }));
}

const completer = alias(user, "completer");

/** The whole timeline as the viewer sees it. */
export async function readTimeline(
  db: Db,
  scope: CoupleScope,
  opts: TimelineOptions,
  nudgeOverride?: string | null,
): Promise<Timeline> {
  const coupleId = scope.coupleId;
  const today = opts.today();
  const [weddingDate, [header], rows, deps, assignees] = await Promise.all([
    weddingDateOf(db, coupleId),
    db.select().from(timelines).where(eq(timelines.coupleId, coupleId)),
    db
      .select({
        task: timelineTasks,
        completedByName: completer.name,
        assigneeName: coupleContributors.name,
        assigneeEmail: coupleContributors.email,
      })
      .from(timelineTasks)
      .leftJoin(completer, eq(completer.id, timelineTasks.completedBy))
      .leftJoin(coupleContributors, eq(coupleContributors.id, timelineTasks.assigneeContributorId))
      .where(eq(timelineTasks.coupleId, coupleId))
      .orderBy(asc(timelineTasks.position), asc(timelineTasks.createdAt)),
    db
      .select({ taskId: timelineTaskDeps.taskId, dependsOnId: timelineTaskDeps.dependsOnId })
      .from(timelineTaskDeps)
      .innerJoin(timelineTasks, eq(timelineTasks.id, timelineTaskDeps.taskId))
      .where(eq(timelineTasks.coupleId, coupleId)),
    assigneeOptions(db, coupleId),
  ]);
  const depsOf = new Map<string, string[]>();
  for (const d of deps) depsOf.set(d.taskId, [...(depsOf.get(d.taskId) ?? []), d.dependsOnId]);
  const soon = addDays(today, 30);
  const tasks: TimelineTask[] = rows.map(({ task, completedByName, assigneeName, assigneeEmail }) => {
    const dueOn = dueDateOf(task, weddingDate);
    const open = task.status === "todo";
    return {
      id: task.id,
      title: task.title,
      notes: task.notes,
      area: task.area,
      source: task.source,
      templateKey: task.templateKey,
      offsetDays: task.offsetDays,
      pinned: task.pinned,
      dueOn,
      status: task.status,
      completedAt: task.completedAt?.toISOString() ?? null,
      completedByName: completedByName ?? null,
      assigneeContributorId: task.assigneeContributorId,
      assigneeName: task.assigneeContributorId ? assigneeName?.trim() || assigneeEmail || null : null,
      position: task.position,
      dependsOn: depsOf.get(task.id) ?? [],
      overdue: open && dueOn !== null && dueOn < today,
      upcoming: open && dueOn !== null && dueOn >= today && dueOn <= soon,
      version: task.version,
    };
  });
  // Months in order (undated last), the couple's own order inside a month.
  const monthOf = (t: TimelineTask) => (t.dueOn ? t.dueOn.slice(0, 7) : "9999-99");
  tasks.sort((a, b) =>
    monthOf(a) < monthOf(b) ? -1 : monthOf(a) > monthOf(b) ? 1 : a.position - b.position,
  );
  const isCouple = scope.role === "couple";
  return {
    weddingDate,
    today,
    generatedAt: header?.generatedAt?.toISOString() ?? null,
    engine: header?.engine ?? null,
    calendarUrl:
      isCouple && header?.calendarToken ? calendarUrlOf(opts.publicUrl, header.calendarToken) : null,
    canEdit: scope.can("timeline", "edit"),
    isCouple,
    assignees,
    nudge:
      nudgeOverride !== undefined
        ? nudgeOverride
        : weddingDate === null && tasks.length > 0
          ? "Set your wedding date on your account page and every task gets a due date."
          : null,
    tasks,
  };
}

/** Builds or refreshes the plan: generated open tasks are updated by template key; custom and done stay. */
export async function generateTimeline(
  db: Db,
  scope: CoupleScope,
  planner: TimelinePlanner,
  opts: TimelineOptions,
  signal?: AbortSignal,
): Promise<{
  created: number;
  updated: number;
  compressed: boolean;
  engine: TimelineEngine;
  timeline: Timeline;
}> {
  const coupleId = scope.coupleId;
  const ctx = await loadPlanContext(db, coupleId, opts.today());
  const plan = await planner.plan(ctx, signal);
  if (!plan.ok) throw new AppError("VALIDATION", plan.message, { reason: "past_date" });
  const engine = plan.engine ?? "builtin";
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(timelines)
      .values({ coupleId, engine, generatedAt: new Date(), calendarToken: newToken() })
      .onConflictDoUpdate({
        target: timelines.coupleId,
        set: {
          engine,
          generatedAt: new Date(),
          version: sql`${timelines.version} + 1`,
          updatedAt: new Date(),
        },
      });
    const existing = await tx
      .select()
      .from(timelineTasks)
      .where(eq(timelineTasks.coupleId, coupleId))
      .for("update");
    const byKey = new Map(existing.filter((t) => t.templateKey).map((t) => [t.templateKey!, t]));
    let nextPosition = existing.reduce((m, t) => Math.max(m, t.position + 1), 0);
    // New tasks are placed in due order (largest offset first), after the tasks already there.
    const ordered = [...plan.tasks].sort((a, b) => b.offsetDays - a.offsetDays);
    const idOf = new Map<string, string>();
    const fresh = ordered.filter((t) => !byKey.has(t.templateKey));
    if (existing.length + fresh.length > TIMELINE_LIMITS.tasks)
      throw new AppError("VALIDATION", `A timeline holds at most ${TIMELINE_LIMITS.tasks} tasks.`);
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(timelineTasks)
        .values(
          fresh.map((t) => ({
            coupleId,
            title: t.title,
            notes: t.notes,
            area: t.area,
            source: "generated" as const,
            templateKey: t.templateKey,
            offsetDays: t.offsetDays,
            status: t.done ? ("done" as const) : ("todo" as const),
            completedAt: t.done ? new Date() : null,
            position: nextPosition++,
          })),
        )
        .returning({ id: timelineTasks.id, key: timelineTasks.templateKey });
      for (const r of inserted) idOf.set(r.key!, r.id);
      created = inserted.length;
    }
    // Generated open tasks whose plan changed: one UPDATE for all of them (unchanged ones keep their version).
    const changed: { id: string; t: (typeof plan.tasks)[number] }[] = [];
    for (const t of plan.tasks) {
      const row = byKey.get(t.templateKey);
      if (!row) continue;
      idOf.set(t.templateKey, row.id);
      if (row.source !== "generated" || row.status === "done") continue;
      const same =
        row.title === t.title &&
        row.notes === t.notes &&
        row.area === t.area &&
        row.offsetDays === t.offsetDays &&
        !t.done;
      if (!same) changed.push({ id: row.id, t });
    }
    if (changed.length > 0) {
      const values = sql.join(
        changed.map(
          ({ id, t }) =>
            sql`(${id}::uuid, ${t.title}, ${t.notes}, ${t.area}, ${t.offsetDays}::int, ${t.done}::boolean)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update timeline_tasks as t set
          title = v.title, notes = v.notes, area = v.area, offset_days = v.offset_days,
          status = case when v.done then 'done' else t.status end,
          completed_at = case when v.done then now() else t.completed_at end,
          version = t.version + 1, updated_at = now()
        from (values ${values}) as v(id, title, notes, area, offset_days, done)
        where t.id = v.id and t.couple_id = ${coupleId}`);
      updated = changed.length;
    }
    // The plan's dependencies, unless one would close a loop with a dependency the couple added.
    const current = await tx
      .select({ taskId: timelineTaskDeps.taskId, dependsOnId: timelineTaskDeps.dependsOnId })
      .from(timelineTaskDeps)
      .innerJoin(timelineTasks, eq(timelineTasks.id, timelineTaskDeps.taskId))
      .where(eq(timelineTasks.coupleId, coupleId));
    const graph = new Map<string, string[]>();
    for (const d of current) graph.set(d.taskId, [...(graph.get(d.taskId) ?? []), d.dependsOnId]);
    const adds: { taskId: string; dependsOnId: string }[] = [];
    for (const t of plan.tasks) {
      const taskId = idOf.get(t.templateKey)!;
      for (const key of t.dependsOn) {
        const dependsOnId = idOf.get(key);
        if (!dependsOnId || graph.get(taskId)?.includes(dependsOnId)) continue;
        graph.set(taskId, [...(graph.get(taskId) ?? []), dependsOnId]);
        if (hasCycle(graph))
          graph.set(
            taskId,
            graph.get(taskId)!.filter((x) => x !== dependsOnId),
          );
        else adds.push({ taskId, dependsOnId });
      }
    }
    if (adds.length > 0) await tx.insert(timelineTaskDeps).values(adds).onConflictDoNothing();
  });
  return {
    created,
    updated,
    compressed: plan.compressed,
    engine,
    timeline: await readTimeline(db, scope, opts, plan.nudge),
  };
}

/** A new calendar secret (the old link stops working). The couple's alone. */
export async function resetCalendar(db: Db, scope: CoupleScope, opts: TimelineOptions) {
  const token = newToken();
  await db
    .insert(timelines)
    .values({ coupleId: scope.coupleId, calendarToken: token })
    .onConflictDoUpdate({ target: timelines.coupleId, set: { calendarToken: token, updatedAt: new Date() } });
  return { calendarUrl: calendarUrlOf(opts.publicUrl, token) };
}

/** The couple's dated tasks for the calendar feed, by the feed's secret; null for an unknown secret. */
export async function calendarTasksOf(db: Db, token: string) {
  const [header] = await db
    .select({ coupleId: timelines.coupleId })
    .from(timelines)
    .where(eq(timelines.calendarToken, token));
  if (!header) return null;
  const [weddingDate, rows] = await Promise.all([
    weddingDateOf(db, header.coupleId),
    db.select().from(timelineTasks).where(eq(timelineTasks.coupleId, header.coupleId)),
  ]);
  return rows
    .map((t) => ({ ...t, due: dueDateOf(t, weddingDate) }))
    .filter((t): t is typeof t & { due: string } => t.due !== null);
}
