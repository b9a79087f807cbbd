import type { GuestCounts, GuestEvent } from "@shared/schemas/guests";

/**
 * The counts that stay in view while the couple scrolls the list (sticky under the top bar on wider
 * screens; one compact scrolling line on a phone, where a sticky block would eat the screen).
 */
export function GuestSummary({ counts, events }: { counts: GuestCounts; events: GuestEvent[] }) {
  const byId = new Map(counts.byEvent.map((e) => [e.eventId, e]));
  const totals: [string, number, string][] = [
    ["Attending", counts.attending, "text-sage"],
    ["Pending", counts.pending, "text-gold-dark"],
    ["Declined", counts.declined, "text-rose"],
    ["Guests", counts.total, "text-ink"],
    ["Households", counts.households, "text-ink"],
  ];
  return (
    <section
      aria-label="Guest counts"
      className="z-20 -mx-5 border-y border-line bg-ivory px-5 py-3 sm:-mx-8 sm:px-8 md:sticky md:top-16"
    >
      <div className="flex flex-wrap gap-x-6 gap-y-2 md:items-end">
        <dl className="flex shrink-0 gap-4 sm:gap-5">
          {totals.map(([label, value, tone]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-caption text-muted sm:uppercase sm:tracking-wider">{label}</dt>
              <dd className={`text-title-sm font-semibold tabular-nums ${tone}`}>{value}</dd>
            </div>
          ))}
        </dl>
        {events.length > 0 && (
          <dl
            className="flex w-full gap-4 overflow-x-auto sm:w-auto sm:border-l sm:border-line sm:pl-5"
            aria-label="By event"
          >
            {events.map((event) => {
              const c = byId.get(event.id);
              return (
                <div key={event.id} className="flex flex-col">
                  <dt className="max-w-40 truncate text-caption text-muted sm:uppercase sm:tracking-wider">
                    {event.name}
                  </dt>
                  <dd className="text-body tabular-nums text-ink">
                    <span className="font-semibold text-sage">{c?.attending ?? 0}</span>
                    <span className="text-muted"> / {c?.invited ?? 0} invited</span>
                    {(c?.declined ?? 0) > 0 && (
                      <span className="text-small text-muted"> · {c?.declined} no</span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
    </section>
  );
}
