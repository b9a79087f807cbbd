import type { TaskArea } from "@shared/schemas/timeline";
import { daysUntil } from "./wedding-countdown";

/**
 * The built-in timeline planner (issue #15; docs/decisions/039). Pure: no clock, no I/O. From what we
 * know of the couple it lists milestone tasks, each with a `templateKey`, an offset in days before the
 * wedding (negative: after it) and the keys it depends on.
 *
 * - **Far date**: every task keeps its ideal offset.
 * - **Near date**: a task whose ideal date is already past (before today) is due "as soon as possible":
 *   those tasks are put in dependency order (then by their ideal offset, earliest first) and spread evenly
 *   over the next days — a window of a third of the days left, at most 14 — the first due today. Then
 *   every task is moved, if needed, to on or after the latest task it depends on. The result is stored as
 *   an offset too, so a later move of the date moves it with the rest.
 * - **Past date**: refused with a message (nothing to plan backwards).
 * - **No date**: the tasks keep their ideal offsets but have no due date until a date is set (`dueDateOf`
 *   answers null); the plan carries a nudge to set the date.
 * - **Booked categories** (an inquiry marked booked): their "book X" task is included and marked done, so
 *   the plan stays whole and shows the progress; tasks the couple already finished stay done.
 */

export type PlanContext = {
  /** "YYYY-MM-DD" or null. */
  weddingDate: string | null;
  /** "YYYY-MM-DD". */
  today: string;
  cityName: string | null;
  guestCount: number | null;
  budgetTotalCents: number | null;
  /** "venue" and vendor category slugs ("photographers" …) the couple booked. */
  bookedCategories: readonly string[];
  savedVenues: number;
  hasGuestList: boolean;
  hasRsvpDeadline: boolean;
  hasWebsite: boolean;
  /** Template keys of tasks already done. */
  doneKeys: readonly string[];
};

export type TaskTemplate = {
  key: string;
  title: string;
  notes: string;
  area: TaskArea;
  /** Ideal days before the wedding (negative: after). */
  offsetDays: number;
  dependsOn: readonly string[];
  /** The category whose booking finishes this task ("venue", "photographers" …). */
  books?: string;
};

export type PlannedTask = {
  templateKey: string;
  title: string;
  notes: string;
  area: TaskArea;
  /** The offset stored (ideal, or moved up when the date is near). */
  offsetDays: number;
  /** The offset the template asks for. */
  idealOffsetDays: number;
  dependsOn: string[];
  done: boolean;
  /** Due "as soon as possible" because its ideal date has passed. */
  asap: boolean;
};

export type Plan =
  | { ok: true; tasks: PlannedTask[]; compressed: boolean; nudge: string | null }
  | { ok: false; message: string };

export const PAST_DATE_MESSAGE =
  "Your wedding date has already passed, so there is no plan to build. If the date changed, update it on your account page first.";
export const NO_DATE_NUDGE = "Set your wedding date on your account page and every task gets a due date.";
/** The longest stretch over which overdue tasks are spread on a near date. */
export const ASAP_WINDOW_DAYS = 14;

const M = 30; // a month, in days, for readable offsets

/** The milestones, in a sensible reading order. Dependencies always point to earlier-or-same offsets. */
export const TASK_TEMPLATES: readonly TaskTemplate[] = [
  // 12+ months
  {
    key: "set-budget",
    title: "Agree on your overall budget",
    notes: "Decide together what you can spend and who is contributing.",
    area: "planning",
    offsetDays: 13 * M,
    dependsOn: [],
  },
  {
    key: "draft-guest-list",
    title: "Draft your guest list",
    notes: "A first list sets the size of venue you need.",
    area: "guests",
    offsetDays: 13 * M,
    dependsOn: [],
  },
  {
    key: "shortlist-venues",
    title: "Shortlist and tour venues",
    notes: "Save the ones you like and book tours.",
    area: "venue",
    offsetDays: 12 * M,
    dependsOn: ["set-budget", "draft-guest-list"],
  },
  {
    key: "book-venue",
    title: "Book your venue",
    notes: "Sign the contract and pay the deposit.",
    area: "venue",
    offsetDays: 11 * M,
    dependsOn: ["shortlist-venues"],
    books: "venue",
  },
  {
    key: "book-planner",
    title: "Decide whether you want a wedding planner",
    notes: "If you do, book them early: they help with everything that follows.",
    area: "vendors",
    offsetDays: 11 * M,
    dependsOn: ["set-budget"],
    books: "weddingplanners",
  },
  // 10–8 months
  {
    key: "book-photographer",
    title: "Book your photographer",
    notes: "",
    area: "vendors",
    offsetDays: 10 * M,
    dependsOn: ["book-venue"],
    books: "photographers",
  },
  {
    key: "book-caterer",
    title: "Book your caterer",
    notes: "Skip this if your venue provides the catering.",
    area: "vendors",
    offsetDays: 9 * M,
    dependsOn: ["book-venue"],
    books: "caterers",
  },
  {
    key: "book-music",
    title: "Book your DJ or band",
    notes: "",
    area: "vendors",
    offsetDays: 9 * M,
    dependsOn: ["book-venue"],
    books: "djband",
  },
  {
    key: "book-officiant",
    title: "Book your officiant",
    notes: "",
    area: "ceremony",
    offsetDays: 9 * M,
    dependsOn: ["book-venue"],
    books: "officiants",
  },
  {
    key: "wedding-website",
    title: "Set up your wedding website",
    notes: "Share the date, the place and travel details with your guests.",
    area: "guests",
    offsetDays: 9 * M,
    dependsOn: ["book-venue"],
  },
  {
    key: "book-videographer",
    title: "Decide on a videographer",
    notes: "",
    area: "vendors",
    offsetDays: 8 * M,
    dependsOn: ["book-venue"],
    books: "videographers",
  },
  {
    key: "save-the-dates",
    title: "Send save-the-dates",
    notes: "",
    area: "guests",
    offsetDays: 8 * M,
    dependsOn: ["book-venue", "draft-guest-list"],
  },
  {
    key: "attire",
    title: "Choose your wedding attire",
    notes: "Leave time for orders and fittings.",
    area: "attire",
    offsetDays: 8 * M,
    dependsOn: [],
  },
  // 7–4 months
  {
    key: "book-florist",
    title: "Book your florist",
    notes: "",
    area: "vendors",
    offsetDays: 7 * M,
    dependsOn: ["book-venue"],
    books: "florists",
  },
  {
    key: "book-hair-makeup",
    title: "Book hair and makeup",
    notes: "",
    area: "attire",
    offsetDays: 6 * M,
    dependsOn: [],
    books: "hairmakeup",
  },
  {
    key: "book-cake",
    title: "Order your cake",
    notes: "",
    area: "reception",
    offsetDays: 5 * M,
    dependsOn: ["book-venue"],
    books: "bakers",
  },
  {
    key: "book-transport",
    title: "Arrange transportation",
    notes: "",
    area: "vendors",
    offsetDays: 4 * M,
    dependsOn: ["book-venue"],
    books: "transportation",
  },
  {
    key: "finalise-guest-list",
    title: "Finalise your guest list",
    notes: "Addresses and households, ready for invitations.",
    area: "guests",
    offsetDays: 4 * M,
    dependsOn: ["draft-guest-list"],
  },
  // 3–1 months
  {
    key: "set-rsvp-deadline",
    title: "Set your RSVP deadline",
    notes: "About a month before the wedding works for most couples.",
    area: "guests",
    offsetDays: 3 * M,
    dependsOn: [],
  },
  {
    key: "send-invitations",
    title: "Send invitations",
    notes: "",
    area: "guests",
    offsetDays: 75,
    dependsOn: ["finalise-guest-list", "set-rsvp-deadline", "book-venue"],
  },
  {
    key: "plan-ceremony",
    title: "Plan the ceremony with your officiant",
    notes: "Readings, vows and the order of the ceremony.",
    area: "ceremony",
    offsetDays: 2 * M,
    dependsOn: ["book-officiant"],
  },
  {
    key: "marriage-licence",
    title: "Apply for your marriage licence",
    notes: "Check the rules and waiting period where you marry.",
    area: "legal",
    offsetDays: 45,
    dependsOn: [],
  },
  {
    key: "final-fittings",
    title: "Have your final fittings",
    notes: "",
    area: "attire",
    offsetDays: 30,
    dependsOn: ["attire"],
  },
  {
    key: "chase-rsvps",
    title: "Follow up on missing RSVPs",
    notes: "",
    area: "guests",
    offsetDays: 25,
    dependsOn: ["send-invitations", "set-rsvp-deadline"],
  },
  // The last weeks
  {
    key: "final-count",
    title: "Give the final guest count to your venue and caterer",
    notes: "After the RSVP deadline, with meal choices.",
    area: "reception",
    offsetDays: 14,
    dependsOn: ["chase-rsvps", "set-rsvp-deadline"],
  },
  {
    key: "seating-plan",
    title: "Make the seating plan",
    notes: "",
    area: "reception",
    offsetDays: 10,
    dependsOn: ["final-count"],
  },
  {
    key: "confirm-vendors",
    title: "Confirm times with every vendor",
    notes: "Arrival, setup and contacts for the day.",
    area: "vendors",
    offsetDays: 7,
    dependsOn: ["book-venue"],
  },
  {
    key: "final-payments",
    title: "Prepare final payments and tips",
    notes: "",
    area: "planning",
    offsetDays: 5,
    dependsOn: ["set-budget"],
  },
  {
    key: "pack",
    title: "Pack for the day and the trip after",
    notes: "",
    area: "day_of",
    offsetDays: 2,
    dependsOn: [],
  },
  {
    key: "wedding-day",
    title: "Enjoy your wedding day",
    notes: "Hand the running to your helpers and be present.",
    area: "day_of",
    offsetDays: 0,
    dependsOn: [],
  },
  // After
  {
    key: "thank-you-notes",
    title: "Send thank-you notes",
    notes: "",
    area: "after",
    offsetDays: -30,
    dependsOn: ["wedding-day"],
  },
  {
    key: "name-change",
    title: "Change your name on documents, if you wish",
    notes: "Your marriage certificate comes first.",
    area: "after",
    offsetDays: -45,
    dependsOn: ["wedding-day", "marriage-licence"],
  },
];

/** "YYYY-MM-DD" plus `days` (calendar days, UTC arithmetic, no drift). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Whether "YYYY-MM-DD" is a real calendar day. */
export function isRealDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = day.split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

export type DueInput = { pinned: boolean; dueOn: string | null; offsetDays: number | null };

/**
 * A task's due date (decision 039): a pinned task keeps its own date; otherwise wedding date − offset;
 * null when neither is known. Every reader (API, calendar feed, dashboards) uses this one function.
 */
export function dueDateOf(task: DueInput, weddingDate: string | null): string | null {
  if (task.pinned) return task.dueOn;
  if (task.offsetDays === null || weddingDate === null) return null;
  return addDays(weddingDate, -task.offsetDays);
}

/**
 * Whether adding the edges would make a loop. `deps` maps a task to what it depends on. Answers the loop
 * as a path (`[a, b, a]`: a depends on b, b on a), or null.
 */
export function hasCycle(deps: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 1 | 2>(); // 1 visiting, 2 done
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    const s = state.get(node);
    if (s === 2) return null;
    if (s === 1) return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 1);
    stack.push(node);
    for (const next of deps.get(node) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    stack.pop();
    state.set(node, 2);
    return null;
  };
  for (const node of deps.keys()) {
    const loop = visit(node);
    if (loop) return loop;
  }
  return null;
}

/** Keys in dependency order (a task after what it depends on); ties by larger offset first, then key order. */
function dependencyOrder(
  templates: readonly { key: string; offsetDays: number; dependsOn: readonly string[] }[],
) {
  const byKey = new Map(templates.map((t, i) => [t.key, { t, i }]));
  const done = new Set<string>();
  const out: string[] = [];
  const pending = [...templates].sort(
    (a, b) => b.offsetDays - a.offsetDays || byKey.get(a.key)!.i - byKey.get(b.key)!.i,
  );
  while (out.length < templates.length) {
    const next = pending.find(
      (t) => !done.has(t.key) && t.dependsOn.every((d) => done.has(d) || !byKey.has(d)),
    );
    if (!next) throw new Error("timeline templates hold a cycle");
    done.add(next.key);
    out.push(next.key);
  }
  return out;
}

/** The built-in plan for a couple. */
export function buildPlan(ctx: PlanContext, templates: readonly TaskTemplate[] = TASK_TEMPLATES): Plan {
  const days = ctx.weddingDate === null ? null : daysUntil(ctx.weddingDate, ctx.today);
  if (days !== null && days < 0) return { ok: false, message: PAST_DATE_MESSAGE };
  const booked = new Set(ctx.bookedCategories);
  const doneKeys = new Set(ctx.doneKeys);
  const isDone = (t: TaskTemplate) =>
    doneKeys.has(t.key) ||
    (t.books !== undefined && booked.has(t.books)) ||
    (t.key === "set-rsvp-deadline" && ctx.hasRsvpDeadline) ||
    (t.key === "wedding-website" && ctx.hasWebsite);

  const tasks = new Map<string, PlannedTask>(
    templates.map((t) => [
      t.key,
      {
        templateKey: t.key,
        title: t.title,
        notes: personalNotes(t, ctx),
        area: t.area,
        offsetDays: t.offsetDays,
        idealOffsetDays: t.offsetDays,
        dependsOn: t.dependsOn.filter((d) => templates.some((x) => x.key === d)),
        done: isDone(t),
        asap: false,
      },
    ]),
  );
  const order = dependencyOrder(templates);
  let compressed = false;
  if (days !== null) {
    // Overdue (ideal date before today) and not done: spread over the window, in dependency order.
    const late = order.filter((k) => {
      const t = tasks.get(k)!;
      return !t.done && t.offsetDays > days;
    });
    compressed = late.length > 0;
    const window = Math.min(ASAP_WINDOW_DAYS, Math.floor(days / 3));
    late.forEach((k, i) => {
      const t = tasks.get(k)!;
      const step = late.length > 1 ? Math.floor((i * window) / (late.length - 1)) : 0;
      t.offsetDays = days - step;
      t.asap = true;
    });
    // Nothing due before what it depends on (open tasks only: a done task has no date to respect).
    for (const k of order) {
      const t = tasks.get(k)!;
      if (t.done) continue;
      for (const d of t.dependsOn) {
        const dep = tasks.get(d)!;
        if (!dep.done && dep.offsetDays < t.offsetDays) t.offsetDays = dep.offsetDays;
      }
    }
  }
  const list = order.map((k) => tasks.get(k)!);
  return { ok: true, tasks: list, compressed, nudge: days === null ? NO_DATE_NUDGE : null };
}

function personalNotes(t: TaskTemplate, ctx: PlanContext): string {
  if (t.key === "shortlist-venues" && ctx.savedVenues > 0)
    return `You have saved ${ctx.savedVenues} venue${ctx.savedVenues === 1 ? "" : "s"}: compare them and book tours.`;
  if (t.key === "draft-guest-list" && ctx.guestCount !== null && ctx.guestCount > 0)
    return `You are planning for about ${ctx.guestCount} guests.`;
  if (t.key === "draft-guest-list" && ctx.hasGuestList) return "You have started your guest list.";
  if (t.key === "set-budget" && ctx.budgetTotalCents !== null && ctx.budgetTotalCents > 0)
    return `Your budget says $${Math.round(ctx.budgetTotalCents / 100).toLocaleString("en-US")}: check who is contributing.`;
  if (t.key === "marriage-licence" && ctx.cityName)
    return `Check the rules and waiting period for marrying in ${ctx.cityName}.`;
  return t.notes;
}
