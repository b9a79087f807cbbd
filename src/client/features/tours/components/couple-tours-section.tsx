import { useQuery } from "@tanstack/react-query";
import { CalendarDays, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "@client/lib/router-link";
import type { TourBooking } from "@shared/schemas/tours";
import { Button, ButtonLink } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { myToursQuery, useCancelTour } from "../api/tours-api";
import { formatSlotLong } from "../utils/tour-format";
import { bookTourHref } from "../utils/tour-links";
import { AddToCalendarLink } from "./add-to-calendar-link";
import { ConfirmDialog } from "./confirm-dialog";
import { PendingState } from "@client/components/ui/pending-state";
import { ResponsiveImage } from "@client/components/media/responsive-image";

const isUpcoming = (t: TourBooking, now: number) => t.status === "confirmed" && Date.parse(t.startsAt) > now;

/** "Your tours" on /couple-account: upcoming tours with reschedule / cancel; past and cancelled folded away. */
export function CoupleToursSection() {
  const tours = useQuery(myToursQuery());
  const [now] = useState(() => Date.now());
  const upcoming = tours.data?.filter((t) => isUpcoming(t, now)) ?? [];
  const earlier = tours.data?.filter((t) => !isUpcoming(t, now)) ?? [];

  return (
    <section aria-labelledby="your-tours-h" className="rounded-3xl border border-line bg-white p-6 sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="your-tours-h" className="text-2xl text-ink">
            Your tours
          </h2>
          <p className="mt-1 text-sm text-muted">
            Venue visits you've booked. Times are the venue's local time.
          </p>
        </div>
        <ButtonLink to="/request-venue-tour" variant="secondary" size="sm">
          Book a tour
        </ButtonLink>
      </div>

      <div className="mt-6">
        {tours.isPending ? (
          <PendingState query={tours}>
            <ul className="flex flex-col gap-3" aria-label="Loading your tours">
              {[0, 1].map((i) => (
                <li key={i} className="h-24 animate-pulse rounded-2xl bg-cream" />
              ))}
            </ul>
          </PendingState>
        ) : tours.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50/60 px-4 py-4 text-body">
            <p className="text-ink">We couldn't load your tours. {tours.error.message}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => void tours.refetch()}>
              Try again
            </Button>
          </div>
        ) : upcoming.length === 0 && earlier.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line bg-ivory/60 px-5 py-8 text-center">
            <p className="font-serif text-xl text-ink">No tours yet</p>
            <p className="mx-auto mt-1 max-w-sm text-sm text-muted">
              Seeing a venue in person is the best way to decide. Pick one and book a time it offers.
            </p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              <ButtonLink to="/venues" size="sm">
                Browse venues
              </ButtonLink>
              <ButtonLink to="/request-venue-tour" size="sm" variant="ghost">
                How tours work
              </ButtonLink>
            </div>
          </div>
        ) : (
          <>
            {upcoming.length === 0 ? (
              <p className="rounded-2xl bg-cream/70 px-4 py-3 text-sm text-muted">
                No upcoming tours.{" "}
                <Link to="/venues" className="text-rose underline-offset-4 hover:underline">
                  Find a venue to visit
                </Link>
                .
              </p>
            ) : (
              <ul className="flex flex-col gap-3" aria-label="Upcoming tours">
                {upcoming.map((t) => (
                  <UpcomingTour key={t.id} tour={t} />
                ))}
              </ul>
            )}
            {earlier.length > 0 && (
              <details className="group mt-5 rounded-2xl border border-line px-4 py-3">
                <summary className="cursor-pointer text-sm font-medium text-ink marker:text-muted">
                  Past and cancelled tours ({earlier.length})
                </summary>
                <ul className="mt-3 flex flex-col divide-y divide-line">
                  {earlier.map((t) => (
                    <li
                      key={t.id}
                      className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm"
                    >
                      <Link to={`/venues/${t.venue.slug}`} className="font-medium text-ink hover:text-rose">
                        {t.venue.name}
                      </Link>
                      <span className="text-muted">
                        {formatSlotLong(t.startsAt, t.venue.timeZone)} ·{" "}
                        {t.status === "cancelled" ? "Cancelled" : "Visited"}
                      </span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function UpcomingTour({ tour }: { tour: TourBooking }) {
  const cancel = useCancelTour();
  const [isConfirming, setIsConfirming] = useState(false);
  const when = formatSlotLong(tour.startsAt, tour.venue.timeZone);

  async function onCancel() {
    cancel.mutate(tour.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toast.success("Tour cancelled", { description: "We let the venue know." });
      },
    });
  }

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line p-4 sm:flex-row sm:items-center">
      <ResponsiveImage
        photo={tour.venue.photo}
        alt=""
        layout="icon"
        width={64}
        height={64}
        className="hidden size-16 shrink-0 rounded-xl object-cover sm:block"
      />
      <div className="min-w-0 flex-1">
        <Link to={`/venues/${tour.venue.slug}`} className="font-serif text-xl text-ink hover:text-rose">
          {tour.venue.name}
        </Link>
        <p className="mt-1 flex items-center gap-1.5 text-body text-ink">
          <CalendarDays className="size-4 shrink-0 text-sage" aria-hidden /> {when}
        </p>
        <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
          <Users className="size-4 shrink-0 text-sage" aria-hidden /> {tour.partySize}{" "}
          {tour.partySize === 1 ? "person" : "people"} · {tour.durationMinutes} min
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AddToCalendarLink bookingId={tour.id} variant="ghost" size="sm" />
        <ButtonLink
          to={bookTourHref(tour.venue.slug, tour.id)}
          variant="secondary"
          size="sm"
          aria-label={`Reschedule tour of ${tour.venue.name}`}
        >
          Reschedule
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="text-rose-dark"
          onClick={() => setIsConfirming(true)}
          aria-label={`Cancel tour of ${tour.venue.name}`}
        >
          Cancel
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        title="Cancel this tour?"
        confirmLabel="Cancel tour"
        cancelLabel="Keep my tour"
        isBusy={cancel.isPending}
        onConfirm={() => void onCancel()}
        onClose={() => setIsConfirming(false)}
      >
        Your tour of {tour.venue.name} on {when} will be cancelled and the venue emailed. The time opens up
        for other couples, so you may not get it back.
      </ConfirmDialog>
    </li>
  );
}
