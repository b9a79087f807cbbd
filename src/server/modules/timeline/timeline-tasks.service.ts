import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { hasCycle } from "@shared/rules/timeline-plan";
import { TIMELINE_LIMITS, type TaskInput, type TaskPatch, type TimelineTask } from "@shared/schemas/timeline";
import type { CoupleScope } from "../../access/couple-scope";
import type { Db } from "../../db/client";
import { timelineTaskDeps, timelineTasks } from "../../db/schema/timeline";
import { AppError, invalidFields } from "../../errors";
import {
  ASSIGNEE_MESSAGE,
  assigneeOptions,
  readTimeline,
  stale,
  taskNotFound,
  type TimelineOptions,
} from "./timeline.service";

/**
 * The timeline's tasks one at a time (issue #15; docs/decisions/039): add, change (with the version the
 * editor read: a stale one is refused), delete. Assignees and dependencies are checked against the
 * couple's own helpers and tasks; a dependency that would make a loop is refused with the loop named.
 */

async function needAssignee(db: Db, coupleId: string, id: string | null | undefined) {
  if (id === null || id === undefined) return;
  const options = await assigneeOptions(db, coupleId);
  if (!options.some((o) => o.id === id))
    throw invalidFields({ assigneeContributorId: ASSIGNEE_MESSAGE }, ASSIGNEE_MESSAGE);
}

/** Checks the new dependencies of `taskId`: own tasks, not itself, no loop. */
async function needDependencies(
  db: Db,
  coupleId: string,
  taskId: string | null,
  dependsOn: readonly string[],
) {
  const ids = [...new Set(dependsOn)];
  if (taskId && ids.includes(taskId))
    throw invalidFields({ dependsOn: "A task cannot depend on itself." }, "A task cannot depend on itself.");
  if (ids.length === 0) return ids;
  const own = await db
    .select({ id: timelineTasks.id })
    .from(timelineTasks)
    .where(and(eq(timelineTasks.coupleId, coupleId), inArray(timelineTasks.id, ids)));
  if (own.length !== ids.length)
    throw invalidFields({ dependsOn: "Pick tasks from your timeline." }, "Pick tasks from your timeline.");
  if (!taskId) return ids; // a new task has no dependants yet: no loop possible
  const [current, titles] = await Promise.all([
    db
      .select({ taskId: timelineTaskDeps.taskId, dependsOnId: timelineTaskDeps.dependsOnId })
      .from(timelineTaskDeps)
      .innerJoin(timelineTasks, eq(timelineTasks.id, timelineTaskDeps.taskId))
      .where(eq(timelineTasks.coupleId, coupleId)),
    db
      .select({ id: timelineTasks.id, title: timelineTasks.title })
      .from(timelineTasks)
      .where(eq(timelineTasks.coupleId, coupleId)),
  ]);
  const graph = new Map<string, string[]>();
  for (const d of current)
    if (d.taskId !== taskId) graph.set(d.taskId, [...(graph.get(d.taskId) ?? []), d.dependsOnId]);
  graph.set(taskId, ids);
  const loop = hasCycle(graph);
  if (loop) {
    const name = new Map(titles.map((t) => [t.id, t.title]));
    const message = `That would make a loop: ${loop.map((id) => name.get(id) ?? "a task").join(" → ")}.`;
    throw invalidFields({ dependsOn: message }, message);
  }
  return ids;
}

export async function createTask(db: Db, scope: CoupleScope, input: TaskInput, opts: TimelineOptions) {
  const coupleId = scope.coupleId;
  const [[countRow], [maxRow]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(timelineTasks)
      .where(eq(timelineTasks.coupleId, coupleId)),
    db
      .select({ max: sql<number | null>`max(${timelineTasks.position})` })
      .from(timelineTasks)
      .where(eq(timelineTasks.coupleId, coupleId)),
  ]);
  if ((countRow?.n ?? 0) >= TIMELINE_LIMITS.tasks)
    throw new AppError("VALIDATION", `A timeline holds at most ${TIMELINE_LIMITS.tasks} tasks.`);
  await needAssignee(db, coupleId, input.assigneeContributorId);
  const deps = await needDependencies(db, coupleId, null, input.dependsOn ?? []);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(timelineTasks)
      .values({
        coupleId,
        title: input.title,
        notes: input.notes ?? "",
        area: input.area ?? "planning",
        source: "custom",
        pinned: Boolean(input.dueOn),
        dueOn: input.dueOn ?? null,
        assigneeContributorId: input.assigneeContributorId ?? null,
        position: (maxRow?.max ?? -1) + 1,
      })
      .returning({ id: timelineTasks.id });
    if (deps.length > 0)
      await tx.insert(timelineTaskDeps).values(deps.map((d) => ({ taskId: row!.id, dependsOnId: d })));
    return row!.id;
  });
  return taskOf(db, scope, id, opts);
}

async function taskOf(db: Db, scope: CoupleScope, id: string, opts: TimelineOptions): Promise<TimelineTask> {
  const timeline = await readTimeline(db, scope, opts);
  const task = timeline.tasks.find((t) => t.id === id);
  if (!task) throw taskNotFound();
  return task;
}

export async function patchTask(
  db: Db,
  scope: CoupleScope,
  id: string,
  patch: TaskPatch,
  opts: TimelineOptions,
) {
  const coupleId = scope.coupleId;
  if (patch.dueOn !== undefined && patch.unpin)
    throw invalidFields({ dueOn: "Set a date or return to the plan's date, not both." });
  await needAssignee(db, coupleId, patch.assigneeContributorId);
  const deps = patch.dependsOn ? await needDependencies(db, coupleId, id, patch.dependsOn) : null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(timelineTasks)
      .where(and(eq(timelineTasks.id, id), eq(timelineTasks.coupleId, coupleId)))
      .for("update");
    if (!row) throw taskNotFound();
    if (row.version !== patch.version) throw stale();
    if (patch.unpin && row.offsetDays === null)
      throw invalidFields({ dueOn: "This task has no date from the plan to return to." });
    const now = new Date();
    const statusChange =
      patch.status === undefined || patch.status === row.status
        ? {}
        : patch.status === "done"
          ? { status: "done" as const, completedAt: now, completedBy: scope.viewer.id }
          : { status: "todo" as const, completedAt: null, completedBy: null };
    if (patch.position !== undefined && patch.position !== row.position)
      await tx
        .update(timelineTasks)
        .set({ position: sql`${timelineTasks.position} + 1` })
        .where(
          and(
            eq(timelineTasks.coupleId, coupleId),
            gte(timelineTasks.position, patch.position),
            ne(timelineTasks.id, id),
          ),
        );
    await tx
      .update(timelineTasks)
      .set({
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        ...(patch.area !== undefined ? { area: patch.area } : {}),
        ...(patch.dueOn !== undefined ? { dueOn: patch.dueOn, pinned: true } : {}),
        ...(patch.unpin ? { dueOn: null, pinned: false } : {}),
        ...(patch.assigneeContributorId !== undefined
          ? { assigneeContributorId: patch.assigneeContributorId }
          : {}),
        ...(patch.position !== undefined ? { position: patch.position } : {}),
        ...statusChange,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(timelineTasks.id, id));
    if (deps) {
      await tx.delete(timelineTaskDeps).where(eq(timelineTaskDeps.taskId, id));
      if (deps.length > 0)
        await tx.insert(timelineTaskDeps).values(deps.map((d) => ({ taskId: id, dependsOnId: d })));
    }
  });
  return taskOf(db, scope, id, opts);
}

export async function deleteTask(db: Db, scope: CoupleScope, id: string, version: number | undefined) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ version: timelineTasks.version })
      .from(timelineTasks)
      .where(and(eq(timelineTasks.id, id), eq(timelineTasks.coupleId, scope.coupleId)))
      .for("update");
    if (!row) throw taskNotFound();
    if (version !== undefined && version !== row.version) throw stale();
    await tx.delete(timelineTasks).where(eq(timelineTasks.id, id));
  });
  return { ok: true as const };
}
