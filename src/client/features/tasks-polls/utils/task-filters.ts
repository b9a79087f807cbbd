import type { TimelineTask } from "@shared/schemas/timeline";

/**
 * The task list's filters (issue #15): by assignee and by when a task is due. Pure, tested beside.
 * The tasks API gives every task an assignee: `null` is the couple (there is no "unassigned").
 */
export const dueBuckets = ["all", "overdue", "week", "month", "later", "undated", "done"] as const;
export type DueBucket = (typeof dueBuckets)[number];
export const dueBucketLabels: Record<DueBucket, string> = {
  all: "Any time",
  overdue: "Overdue",
  week: "This week",
  month: "This month",
  later: "Later",
  undated: "No date",
  done: "Done",
};

/** "all", "couple" (assignee null), or a contributor's id. */
export type AssigneeFilter = string;

const DAY = 86_400_000;
const dayNumber = (d: string) => Math.floor(Date.parse(`${d}T00:00:00Z`) / DAY);

/** Which bucket a task falls in, seen on `today` ("YYYY-MM-DD"): the next 7 days are this week, up to 30 this month. */
export function bucketOf(
  task: Pick<TimelineTask, "status" | "dueOn">,
  today: string,
): Exclude<DueBucket, "all"> {
  if (task.status === "done") return "done";
  if (task.dueOn === null) return "undated";
  const days = dayNumber(task.dueOn) - dayNumber(today);
  if (days < 0) return "overdue";
  if (days < 7) return "week";
  if (days <= 30) return "month";
  return "later";
}

export function filterTasks(
  tasks: readonly TimelineTask[],
  { assignee, due, today }: { assignee: AssigneeFilter; due: DueBucket; today: string },
): TimelineTask[] {
  return tasks.filter((t) => {
    if (assignee === "couple" && t.assigneeContributorId !== null) return false;
    if (assignee !== "all" && assignee !== "couple" && t.assigneeContributorId !== assignee) return false;
    const bucket = bucketOf(t, today);
    // "Any time" leaves out what is done: the list is what is left to do.
    return due === "all" ? bucket !== "done" : bucket === due;
  });
}

/** By due date, soonest first; undated after dated; ties by the timeline's own order, then title. */
export function sortByDue(tasks: readonly TimelineTask[]): TimelineTask[] {
  return [...tasks].sort((a, b) => {
    if (a.dueOn !== b.dueOn) {
      if (a.dueOn === null) return 1;
      if (b.dueOn === null) return -1;
      return a.dueOn < b.dueOn ? -1 : 1;
    }
    return a.position - b.position || a.title.localeCompare(b.title);
  });
}
