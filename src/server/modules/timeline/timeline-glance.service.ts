import { and, eq, sql } from "drizzle-orm";
import { dueDateOf } from "@shared/rules/timeline-plan";
import type { TaskGlance } from "@shared/schemas/timeline";
import type { Db } from "../../db/client";
import { coupleContributors } from "../../db/schema/collaboration";
import { coupleProfiles } from "../../db/schema/profiles";
import { timelineTasks } from "../../db/schema/timeline";

/** The timeline at a glance for the dashboards (issue #15): a couple's next tasks, a helper's own tasks. */

/** The next `n` open tasks of a couple (overdue first, then by date; undated last): one query. */
export async function nextOpenTasks(db: Db, coupleId: string, today: string, n = 3): Promise<TaskGlance[]> {
  const rows = await db
    .select({ task: timelineTasks, weddingDate: coupleProfiles.weddingDate })
    .from(timelineTasks)
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, timelineTasks.coupleId))
    .where(and(eq(timelineTasks.coupleId, coupleId), eq(timelineTasks.status, "todo")));
  return glance(rows, today).slice(0, n);
}

function glance(
  rows: { task: typeof timelineTasks.$inferSelect; weddingDate: string | null }[],
  today: string,
) {
  return rows
    .map(({ task, weddingDate }) => {
      const dueOn = dueDateOf(task, weddingDate);
      return {
        id: task.id,
        title: task.title,
        dueOn,
        overdue: dueOn !== null && dueOn < today,
        position: task.position,
      };
    })
    .sort((a, b) =>
      a.dueOn === b.dueOn
        ? a.position - b.position
        : a.dueOn === null
          ? 1
          : b.dueOn === null
            ? -1
            : a.dueOn < b.dueOn
              ? -1
              : 1,
    )
    .map(({ position: _p, ...rest }) => rest);
}

/** Open tasks assigned to this contributor account, per couple they help with timeline access: one query. */
export async function tasksAssignedTo(db: Db, userId: string, today: string) {
  const rows = await db
    .select({
      task: timelineTasks,
      weddingDate: coupleProfiles.weddingDate,
      coupleId: coupleContributors.coupleId,
    })
    .from(timelineTasks)
    .innerJoin(coupleContributors, eq(coupleContributors.id, timelineTasks.assigneeContributorId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, timelineTasks.coupleId))
    .where(
      and(
        eq(coupleContributors.userId, userId),
        eq(coupleContributors.status, "active"),
        sql`${coupleContributors.areas} ? 'timeline'`,
        eq(timelineTasks.status, "todo"),
      ),
    );
  const byCouple = new Map<string, typeof rows>();
  for (const r of rows) byCouple.set(r.coupleId, [...(byCouple.get(r.coupleId) ?? []), r]);
  return [...byCouple].map(([coupleId, list]) => ({ coupleId, tasks: glance(list, today) }));
}
