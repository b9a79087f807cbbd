import { GlanceItem, GlanceList } from "@client/components/dashboard/glance";
import { useOwnerTours } from "../api/tours-api";
import { formatSlot } from "../utils/tour-format";

/** The next booked tours, on the venue owner's first screen (issue #18). */
export function UpcomingToursGlance({ limit = 3 }: { limit?: number }) {
  const tours = useOwnerTours();
  const now = Date.now();
  const upcoming = (tours.data ?? [])
    .filter((t) => t.status === "confirmed" && Date.parse(t.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return (
    <GlanceList
      id="glance-upcoming-tours"
      title="Upcoming tours"
      badge={upcoming.length}
      isPending={tours.isPending}
      empty={
        tours.isError
          ? "We couldn't load your tours just now. They're on your dashboard."
          : "No tours booked yet. Add open times on your dashboard and couples can book them."
      }
    >
      {upcoming.slice(0, limit).map((t) => (
        <GlanceItem
          key={t.id}
          title={formatSlot(t.startsAt, t.timeZone)}
          meta={`${t.partySize} ${t.partySize === 1 ? "person" : "people"}`}
          detail={`${t.couple.name} · ${t.venue.name}`}
        />
      ))}
    </GlanceList>
  );
}
