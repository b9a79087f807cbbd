import { describe, expect, it } from "vitest";
import { roleWords, sharedAreas, taskDue, weddingWhen } from "./wedding-words";

describe("weddingWhen", () => {
  it("writes the date as an invitation does, with the days to go", () => {
    expect(weddingWhen("2027-09-18", "2027-09-01")).toEqual({
      date: "Saturday, September 18, 2027",
      countdown: "17 days to go",
    });
    expect(weddingWhen("2027-09-18", "2027-09-17").countdown).toBe("1 day to go");
    expect(weddingWhen("2029-09-18", "2025-09-18").countdown).toBe("1,461 days to go");
  });

  it("says the day has come, or how long ago it was", () => {
    expect(weddingWhen("2027-09-18", "2027-09-18").countdown).toBe("Today is the day");
    expect(weddingWhen("2027-09-18", "2027-09-19").countdown).toBe("Married 1 day ago");
    expect(weddingWhen("2027-09-18", "2027-09-28").countdown).toBe("Married 10 days ago");
  });

  it("says when no date is set", () => {
    expect(weddingWhen(null, "2027-09-18")).toEqual({ date: "Date not set yet", countdown: "" });
  });
});

describe("sharedAreas", () => {
  it("lists the shared areas in the product's order with their labels, leaving out the rest", () => {
    expect(sharedAreas({ timeline: "edit", guests: "view", budget: "view" })).toEqual([
      { area: "guests", label: "Guests", level: "view" },
      { area: "budget", label: "Budget", level: "view" },
      { area: "timeline", label: "Timeline and tasks", level: "edit" },
    ]);
    expect(sharedAreas({})).toEqual([]);
  });
});

it("names the role", () => {
  expect(roleWords("wedding_party")).toBe("Helping as Wedding party");
});

describe("taskDue", () => {
  it("says when an assigned task is due, or that it is late", () => {
    expect(taskDue({ dueOn: "2031-03-16", overdue: false })).toBe("Due Mar 16, 2031");
    expect(taskDue({ dueOn: "2026-01-02", overdue: true })).toBe("Overdue · Jan 2, 2026");
    expect(taskDue({ dueOn: null, overdue: false })).toBe("No date");
  });
});
