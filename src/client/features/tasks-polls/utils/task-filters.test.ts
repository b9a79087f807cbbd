import { describe, expect, it } from "vitest";
import type { TimelineTask } from "@shared/schemas/timeline";
import { bucketOf, filterTasks, sortByDue } from "./task-filters";

const task = (over: Partial<TimelineTask>): TimelineTask => ({
  id: over.title ?? "t",
  title: "Task",
  notes: "",
  area: "planning",
  source: "custom",
  templateKey: null,
  offsetDays: null,
  pinned: false,
  dueOn: null,
  status: "todo",
  completedAt: null,
  completedByName: null,
  assigneeContributorId: null,
  assigneeName: null,
  position: 0,
  dependsOn: [],
  overdue: false,
  upcoming: false,
  version: 1,
  ...over,
});

const today = "2027-03-10";

describe("the task list's filters", () => {
  it("puts each task in one due bucket", () => {
    expect(bucketOf(task({ dueOn: "2027-03-09" }), today)).toBe("overdue");
    expect(bucketOf(task({ dueOn: "2027-03-10" }), today)).toBe("week");
    expect(bucketOf(task({ dueOn: "2027-03-16" }), today)).toBe("week");
    expect(bucketOf(task({ dueOn: "2027-03-17" }), today)).toBe("month");
    expect(bucketOf(task({ dueOn: "2027-04-09" }), today)).toBe("month");
    expect(bucketOf(task({ dueOn: "2027-04-10" }), today)).toBe("later");
    expect(bucketOf(task({ dueOn: null }), today)).toBe("undated");
    expect(bucketOf(task({ dueOn: "2027-03-01", status: "done" }), today)).toBe("done");
  });

  it("filters by assignee (the couple is null) and leaves done tasks out of any time", () => {
    const tasks = [
      task({ title: "Ours" }),
      task({ title: "Claire's", assigneeContributorId: "c1", assigneeName: "Claire" }),
      task({ title: "Finished", status: "done" }),
    ];
    const titles = (a: string, due: "all" | "done" = "all") =>
      filterTasks(tasks, { assignee: a, due, today }).map((t) => t.title);
    expect(titles("all")).toEqual(["Ours", "Claire's"]);
    expect(titles("couple")).toEqual(["Ours"]);
    expect(titles("c1")).toEqual(["Claire's"]);
    expect(titles("all", "done")).toEqual(["Finished"]);
  });

  it("sorts by due date with undated tasks last", () => {
    const sorted = sortByDue([
      task({ title: "None" }),
      task({ title: "Late", dueOn: "2027-05-01" }),
      task({ title: "Soon", dueOn: "2027-03-11" }),
    ]);
    expect(sorted.map((t) => t.title)).toEqual(["Soon", "Late", "None"]);
  });
});
