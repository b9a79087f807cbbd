import type { TimelineTask } from "@shared/schemas/timeline";

export type TimelineSection = { key: string; title: string; tasks: TimelineTask[] };

const monthName = (key: string) => {
  const [y, m] = key.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
};

/**
 * The timeline's sections, in order: "Overdue" (open tasks whose date passed), then each month of the
 * remaining dated tasks, then "No date yet". Inside a section the server's order (the couple's) is kept.
 */
export function sectionsOf(tasks: readonly TimelineTask[]): TimelineSection[] {
  const overdue = tasks.filter((t) => t.overdue);
  const months = new Map<string, TimelineTask[]>();
  const undated: TimelineTask[] = [];
  for (const t of tasks) {
    if (t.overdue) continue;
    if (!t.dueOn) undated.push(t);
    else {
      const key = t.dueOn.slice(0, 7);
      months.set(key, [...(months.get(key) ?? []), t]);
    }
  }
  return [
    ...(overdue.length > 0 ? [{ key: "overdue", title: "Overdue", tasks: overdue }] : []),
    ...[...months.keys()].sort().map((k) => ({ key: k, title: monthName(k), tasks: months.get(k)! })),
    ...(undated.length > 0 ? [{ key: "undated", title: "No date yet", tasks: undated }] : []),
  ];
}

/** "Sat, Jun 12, 2027" for a YYYY-MM-DD date, in the wedding's calendar (no time-zone shift). */
export function formatDue(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d)).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The position that moves a task before its previous neighbour, or after its next one. */
export function movePosition(
  section: readonly TimelineTask[],
  index: number,
  direction: "up" | "down",
): number | null {
  if (direction === "up") return index > 0 ? section[index - 1]!.position : null;
  return index < section.length - 1 ? section[index + 1]!.position + 1 : null;
}
