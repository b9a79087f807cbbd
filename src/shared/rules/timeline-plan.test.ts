import { describe, expect, it } from "vitest";
import {
  addDays,
  buildPlan,
  dueDateOf,
  hasCycle,
  isRealDate,
  NO_DATE_NUDGE,
  PAST_DATE_MESSAGE,
  TASK_TEMPLATES,
  type PlanContext,
  type PlannedTask,
} from "./timeline-plan";

const base: PlanContext = {
  weddingDate: "2028-06-10",
  today: "2026-11-26",
  cityName: null,
  guestCount: null,
  budgetTotalCents: null,
  bookedCategories: [],
  savedVenues: 0,
  hasGuestList: false,
  hasRsvpDeadline: false,
  hasWebsite: false,
  doneKeys: [],
};

function plan(ctx: Partial<PlanContext> = {}) {
  const p = buildPlan({ ...base, ...ctx });
  if (!p.ok) throw new Error(p.message);
  return p;
}
const byKey = (tasks: PlannedTask[]) => new Map(tasks.map((t) => [t.templateKey, t]));
const due = (t: PlannedTask, wedding: string) =>
  dueDateOf({ pinned: false, dueOn: null, offsetDays: t.offsetDays }, wedding)!;

/** Every open task is due on or after every open task it depends on. */
function expectDependencyOrder(tasks: PlannedTask[], wedding: string) {
  const keys = byKey(tasks);
  for (const t of tasks) {
    if (t.done) continue;
    for (const d of t.dependsOn) {
      const dep = keys.get(d)!;
      if (dep.done) continue;
      expect(due(t, wedding) >= due(dep, wedding), `${t.templateKey} after ${d}`).toBe(true);
    }
  }
}

describe("dates", () => {
  it("adds calendar days across months, leap days and years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-06-10", -365)).toBe("2026-06-10");
  });
  it("knows impossible dates", () => {
    expect(isRealDate("2027-02-29")).toBe(false);
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2027-13-01")).toBe(false);
    expect(isRealDate("27-01-01")).toBe(false);
  });
});

describe("dueDateOf", () => {
  it("is the wedding date minus the offset, after it for a negative one", () => {
    expect(dueDateOf({ pinned: false, dueOn: null, offsetDays: 30 }, "2027-06-10")).toBe("2027-05-11");
    expect(dueDateOf({ pinned: false, dueOn: null, offsetDays: -30 }, "2027-06-10")).toBe("2027-07-10");
    expect(dueDateOf({ pinned: false, dueOn: null, offsetDays: 0 }, "2027-06-10")).toBe("2027-06-10");
  });
  it("keeps a pinned date whatever the wedding date", () => {
    const t = { pinned: true, dueOn: "2027-01-02", offsetDays: 30 };
    expect(dueDateOf(t, "2027-06-10")).toBe("2027-01-02");
    expect(dueDateOf(t, "2028-06-10")).toBe("2027-01-02");
    expect(dueDateOf(t, null)).toBe("2027-01-02");
  });
  it("is undated without a wedding date or an offset", () => {
    expect(dueDateOf({ pinned: false, dueOn: null, offsetDays: 30 }, null)).toBeNull();
    expect(dueDateOf({ pinned: false, dueOn: "2027-01-01", offsetDays: null }, "2027-06-10")).toBeNull();
  });
  it("moves an unpinned task with the wedding date", () => {
    const t = { pinned: false, dueOn: null, offsetDays: 100 };
    expect(dueDateOf(t, "2027-06-10")).toBe("2027-03-02");
    expect(dueDateOf(t, "2027-07-10")).toBe("2027-04-01");
  });
});

describe("hasCycle", () => {
  it("finds no loop in a chain", () => {
    expect(
      hasCycle(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
        ]),
      ),
    ).toBeNull();
  });
  it("answers the loop as a path", () => {
    expect(
      hasCycle(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", ["a"]],
        ]),
      ),
    ).toEqual(["a", "b", "c", "a"]);
    expect(hasCycle(new Map([["a", ["a"]]]))).toEqual(["a", "a"]);
  });
  it("finds a loop away from the first node", () => {
    expect(
      hasCycle(
        new Map([
          ["x", ["y"]],
          ["y", ["z"]],
          ["z", ["y"]],
        ]),
      ),
    ).toEqual(["y", "z", "y"]);
  });
  it("the templates hold none", () => {
    expect(hasCycle(new Map(TASK_TEMPLATES.map((t) => [t.key, t.dependsOn])))).toBeNull();
  });
});

describe("buildPlan", () => {
  it("keeps ideal offsets when the date is far", () => {
    const p = plan();
    expect(p.compressed).toBe(false);
    expect(p.nudge).toBeNull();
    expect(p.tasks).toHaveLength(TASK_TEMPLATES.length);
    for (const t of p.tasks) expect(t.offsetDays).toBe(t.idealOffsetDays);
    expect(byKey(p.tasks).get("book-venue")!.offsetDays).toBe(330);
    expect(due(byKey(p.tasks).get("thank-you-notes")!, "2028-06-10")).toBe("2028-07-10");
    expectDependencyOrder(p.tasks, "2028-06-10");
  });

  it("lists a task after everything it depends on", () => {
    const p = plan();
    const index = new Map(p.tasks.map((t, i) => [t.templateKey, i]));
    for (const t of p.tasks)
      for (const d of t.dependsOn) expect(index.get(d)!).toBeLessThan(index.get(t.templateKey)!);
    const deps = byKey(p.tasks);
    expect(deps.get("send-invitations")!.dependsOn).toContain("finalise-guest-list");
    expect(deps.get("final-count")!.dependsOn).toContain("set-rsvp-deadline");
    expect(deps.get("book-caterer")!.dependsOn).toContain("book-venue");
  });

  it("compresses a near date: overdue tasks due from today over the next 14 days, in dependency order", () => {
    const wedding = addDays(base.today, 42); // six weeks
    const p = plan({ weddingDate: wedding });
    expect(p.compressed).toBe(true);
    const late = p.tasks.filter((t) => t.asap);
    expect(late.length).toBeGreaterThan(10);
    const dues = late.map((t) => due(t, wedding));
    expect(dues[0]).toBe(base.today);
    expect(dues.at(-1)).toBe(addDays(base.today, 14));
    expect([...dues].sort()).toEqual(dues); // never earlier than the one before
    for (const t of p.tasks) expect(due(t, wedding) >= base.today).toBe(true);
    // Tasks still ahead keep their ideal dates.
    expect(due(byKey(p.tasks).get("pack")!, wedding)).toBe(addDays(wedding, -2));
    expect(byKey(p.tasks).get("confirm-vendors")!.asap).toBe(false);
    expectDependencyOrder(p.tasks, wedding);
  });

  it("puts everything on today when the wedding is today, the after-tasks after it", () => {
    const p = plan({ weddingDate: base.today });
    for (const t of p.tasks.filter((x) => x.idealOffsetDays >= 0))
      expect(due(t, base.today)).toBe(base.today);
    expect(due(byKey(p.tasks).get("thank-you-notes")!, base.today)).toBe(addDays(base.today, 30));
  });

  it("refuses a date in the past", () => {
    expect(buildPlan({ ...base, weddingDate: "2026-11-25" })).toEqual({
      ok: false,
      message: PAST_DATE_MESSAGE,
    });
  });

  it("without a date: ordered, offsets kept, undated, with a nudge", () => {
    const p = plan({ weddingDate: null });
    expect(p.nudge).toBe(NO_DATE_NUDGE);
    expect(p.compressed).toBe(false);
    expect(
      p.tasks.map((t) => dueDateOf({ pinned: false, dueOn: null, offsetDays: t.offsetDays }, null)),
    ).toEqual(p.tasks.map(() => null));
    expect(p.tasks[0]!.templateKey).toBe("set-budget");
  });

  it("marks the booking tasks of booked categories done", () => {
    const p = byKey(plan({ bookedCategories: ["venue", "photographers"] }).tasks);
    expect(p.get("book-venue")!.done).toBe(true);
    expect(p.get("book-photographer")!.done).toBe(true);
    expect(p.get("book-caterer")!.done).toBe(false);
  });

  it("marks done what the couple already has or did", () => {
    const p = byKey(plan({ hasRsvpDeadline: true, hasWebsite: true, doneKeys: ["attire"] }).tasks);
    expect(p.get("set-rsvp-deadline")!.done).toBe(true);
    expect(p.get("wedding-website")!.done).toBe(true);
    expect(p.get("attire")!.done).toBe(true);
    expect(p.get("pack")!.done).toBe(false);
  });

  it("a done task is not compressed", () => {
    const wedding = addDays(base.today, 42);
    const p = byKey(plan({ weddingDate: wedding, bookedCategories: ["venue"] }).tasks);
    expect(p.get("book-venue")!.asap).toBe(false);
    expect(p.get("book-venue")!.offsetDays).toBe(330);
  });

  it("is the same plan twice (regeneration is keyed and stable)", () => {
    const a = plan({ weddingDate: addDays(base.today, 60) });
    const b = plan({ weddingDate: addDays(base.today, 60) });
    expect(b).toEqual(a);
    expect(new Set(a.tasks.map((t) => t.templateKey)).size).toBe(a.tasks.length);
  });

  it("moving the date later keeps more tasks at their ideal offsets", () => {
    const near = plan({ weddingDate: addDays(base.today, 42) }).tasks.filter((t) => t.asap).length;
    const later = plan({ weddingDate: addDays(base.today, 200) }).tasks.filter((t) => t.asap).length;
    expect(later).toBeLessThan(near);
    expect(plan({ weddingDate: addDays(base.today, 500) }).tasks.filter((t) => t.asap)).toHaveLength(0);
  });

  it("uses only the couple's facts in notes", () => {
    const p = byKey(
      plan({ savedVenues: 3, guestCount: 120, budgetTotalCents: 3_500_000, cityName: "Nashville" }).tasks,
    );
    expect(p.get("shortlist-venues")!.notes).toBe("You have saved 3 venues: compare them and book tours.");
    expect(p.get("draft-guest-list")!.notes).toBe("You are planning for about 120 guests.");
    expect(p.get("set-budget")!.notes).toBe("Your budget says $35,000: check who is contributing.");
    expect(p.get("marriage-licence")!.notes).toBe(
      "Check the rules and waiting period for marrying in Nashville.",
    );
  });
});
