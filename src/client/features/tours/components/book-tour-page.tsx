import { useQuery } from "@tanstack/react-query";
import { CalendarClock, Clock } from "lucide-react";
import { useState } from "react";
import { Link } from "@client/lib/router-link";
import { EmptyState, ErrorState } from "@client/components/listings/result-states";
import { ButtonLink, buttonClass } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { ApiError } from "@client/lib/api";
import type { OpenTourSlot } from "@shared/schemas/tours";
import { myTourQuery, venueTourSlotsQuery } from "../api/tours-api";
import {
  formatDayLong,
  formatSlot,
  formatSlotLong,
  formatTime,
  groupByDay,
  zoneCityName,
} from "../utils/tour-format";
import { scheduleTourHref } from "../utils/tour-links";
import { TourPageSkeleton } from "./tour-page-skeleton";
import { VenueTourHeader } from "./venue-tour-header";
import { PendingState } from "@client/components/ui/pending-state";

/** /book-tour?venue=slug[&reschedule=id]: the venue's open times by day; a time leads to /schedule-tour. */
export function BookTourPage({ slug, rescheduleId }: { slug: string | null; rescheduleId: string | null }) {
  if (!slug)
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <EmptyState
          title="Choose a venue first"
          actions={<ButtonLink to="/request-venue-tour">Find a venue to tour</ButtonLink>}
        >
          Tell us which venue you'd like to see, and we'll show the times it offers.
        </EmptyState>
      </div>
    );
  return <BookTour slug={slug} rescheduleId={rescheduleId} />;
}

function BookTour({ slug, rescheduleId }: { slug: string; rescheduleId: string | null }) {
  const slots = useQuery({ ...venueTourSlotsQuery(slug), refetchOnMount: "always" });
  const current = useQuery({ ...myTourQuery(rescheduleId ?? ""), enabled: Boolean(rescheduleId) });
  const [pickedDay, setPickedDay] = useState<string | null>(null);

  if (slots.isPending)
    return (
      <PendingState query={slots}>
        <TourPageSkeleton />
      </PendingState>
    );
  if (slots.isError) {
    const isMissing = slots.error instanceof ApiError && slots.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        {isMissing ? (
          <EmptyState
            title="We couldn't find that venue"
            actions={<ButtonLink to="/request-venue-tour">Choose another venue</ButtonLink>}
          >
            It may have been renamed or is no longer listed.
          </EmptyState>
        ) : (
          <ErrorState
            title="We couldn't load the tour times"
            message={slots.error.message}
            onRetry={() => void slots.refetch()}
            isRetrying={slots.isFetching}
          />
        )}
      </div>
    );
  }

  const { venue } = slots.data;
  const days = groupByDay(slots.data.slots, venue.timeZone);
  const day = days.find((d) => d.day === pickedDay) ?? days[0];
  const zone = zoneCityName(venue.timeZone);

  return (
    <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8 sm:py-14">
      <VenueTourHeader venue={venue} eyebrow={rescheduleId ? "Reschedule your tour" : "Request a tour"}>
        {rescheduleId && current.data && (
          <p className="mt-6 flex items-start gap-2.5 rounded-2xl bg-gold/10 px-4 py-3 text-body text-ink">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <span>
              Your tour is on <strong>{formatSlotLong(current.data.startsAt, venue.timeZone)}</strong>. Pick a
              new time below; the current one stays booked until you confirm the change.
            </span>
          </p>
        )}
      </VenueTourHeader>

      {days.length === 0 || !day ? (
        <EmptyState
          title="This venue hasn't published tour times yet"
          actions={
            <ButtonLink to={`/venues/${venue.slug}`} variant="secondary">
              Back to {venue.name}
            </ButtonLink>
          }
        >
          Send the venue an inquiry from its page and ask when you can visit — they usually answer within a
          day or two.
        </EmptyState>
      ) : (
        <section aria-labelledby="pick-a-time" className="rounded-3xl border border-line bg-white p-5 sm:p-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="pick-a-time" className="text-2xl text-ink sm:text-3xl">
              Pick a day and time
            </h2>
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <Clock className="size-4 text-sage" aria-hidden /> Times are in {zone} time, the venue's local
              time.
            </p>
          </div>

          <div
            role="group"
            aria-label="Days with open tour times"
            className="-mx-5 mt-5 flex snap-x gap-2 overflow-x-auto px-5 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {days.map((d) => {
              const isActive = d.day === day.day;
              const [weekday, date] = d.label.split(", ");
              return (
                <button
                  key={d.day}
                  type="button"
                  aria-pressed={isActive}
                  aria-label={`${formatDayLong(d.slots[0]!.startsAt, venue.timeZone)}, ${d.slots.length} ${d.slots.length === 1 ? "time" : "times"}`}
                  onClick={() => setPickedDay(d.day)}
                  className={cx(
                    "flex w-20 shrink-0 snap-start flex-col items-center rounded-2xl border px-2 py-2.5 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose",
                    isActive
                      ? "border-rose bg-rose text-white"
                      : "border-line bg-white text-ink hover:border-rose/60 hover:bg-blush/30",
                  )}
                >
                  <span
                    className={cx(
                      "text-xs font-semibold uppercase tracking-wider",
                      isActive ? "text-white/85" : "text-muted",
                    )}
                  >
                    {weekday}
                  </span>
                  <span className="mt-0.5 text-body font-medium">{date}</span>
                  <span className={cx("mt-1 text-caption", isActive ? "text-white/85" : "text-muted")}>
                    {d.slots.length} {d.slots.length === 1 ? "time" : "times"}
                  </span>
                </button>
              );
            })}
          </div>

          <div className="mt-6 border-t border-line pt-6">
            <h3 className="font-sans text-body font-semibold text-ink" aria-live="polite">
              {formatDayLong(day.slots[0]!.startsAt, venue.timeZone)}
            </h3>
            <ul className="mt-3 grid grid-cols-2 gap-2.5 sm:grid-cols-4">
              {day.slots.map((slot: OpenTourSlot) => (
                <li key={slot.id}>
                  <Link
                    to={scheduleTourHref(venue.slug, slot.id, rescheduleId)}
                    aria-label={`${formatSlot(slot.startsAt, venue.timeZone)}, ${slot.durationMinutes} minutes`}
                    className={buttonClass("secondary", "md", "w-full flex-col gap-0 h-auto py-2.5")}
                  >
                    <span className="text-body font-semibold text-ink">
                      {formatTime(slot.startsAt, venue.timeZone)}
                    </span>
                    <span className="text-xs text-muted">{slot.durationMinutes} min</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
