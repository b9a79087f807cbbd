import { describe, expect, it } from "vitest";
import type { TimelineTask } from "@shared/schemas/timeline";
import { formatDue, movePosition, sectionsOf } from "./timeline-sections";

const task = (id: string, dueOn: string | null, extra: Partial<TimelineTask> = {}): TimelineTask => ({
  id,
  title: id,
  notes: "",
  area: "planning",
  source: "custom",
  templateKey: null,
  offsetDays: null,
  pinned: false,
  dueOn,
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
  ...extra,
});

describe("sectionsOf", () => {
  it("puts overdue first, then months in order, then undated", () => {
    const s = sectionsOf([
      task("a", "2027-03-02"),
      task("late", "2026-10-01", { overdue: true }),
      task("b", "2027-01-20"),
      task("c", null),
      task("d", "2027-03-30"),
    ]);
    expect(s.map((x) => x.title)).toEqual(["Overdue", "January 2027", "March 2027", "No date yet"]);
    expect(s[2]!.tasks.map((t) => t.id)).toEqual(["a", "d"]);
  });
  it("is empty for no tasks", () => {
    expect(sectionsOf([])).toEqual([]);
  });
});

describe("movePosition", () => {
  const list = [
    task("a", null, { position: 4 }),
    task("b", null, { position: 7 }),
    task("c", null, { position: 9 }),
  ];
  it("moves before the previous one or after the next one", () => {
    expect(movePosition(list, 1, "up")).toBe(4);
    expect(movePosition(list, 1, "down")).toBe(10);
  });
  it("does not move past the ends", () => {
    expect(movePosition(list, 0, "up")).toBeNull();
    expect(movePosition(list, 2, "down")).toBeNull();
  });
});

it("formats a due date without shifting the day", () => {
  expect(formatDue("2027-06-12")).toBe("Sat, Jun 12, 2027");
});
