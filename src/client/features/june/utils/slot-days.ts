/** Groups slot instants by the viewer's local calendar day, keeping order (soonest first). Pure. */
export type SlotDay = { key: string; slots: string[] };

export function groupSlotsByDay(slots: string[], timeZone?: string): SlotDay[] {
  const keyOf = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const key = keyOf.format(new Date(slot));
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return [...days].map(([key, list]) => ({ key, slots: list }));
}
