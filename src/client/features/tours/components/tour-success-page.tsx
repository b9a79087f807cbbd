import { useQuery } from "@tanstack/react-query";
import { CalendarDays, CircleCheck, Clock, MailCheck, MapPin, Users } from "lucide-react";
import { EmptyState, ErrorState } from "@client/components/listings/result-states";
import { ButtonLink } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api";
import { myTourQuery } from "../api/tours-api";
import { formatSlotLong } from "../utils/tour-format";
import { AddToCalendarLink } from "./add-to-calendar-link";
import { TourFact } from "./tour-fact";
import { TourPageSkeleton } from "./tour-page-skeleton";
import { PendingState } from "@client/components/ui/pending-state";
import { ResponsiveImage } from "@client/components/media/responsive-image";

/** /tour-success?booking=id[&moved=1]: the confirmation, with the calendar file and the ways onward. */
export function TourSuccessPage({ bookingId, isMoved }: { bookingId: string | null; isMoved: boolean }) {
  const tour = useQuery({ ...myTourQuery(bookingId ?? ""), enabled: Boolean(bookingId) });
  if (!bookingId || (tour.error instanceof ApiError && tour.error.status === 404))
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <EmptyState
          title="We couldn't find that tour"
          actions={<ButtonLink to="/couple-account">See my tours</ButtonLink>}
        >
          Your tours are listed on your account page.
        </EmptyState>
      </div>
    );
  if (tour.isPending)
    return (
      <PendingState query={tour}>
        <TourPageSkeleton />
      </PendingState>
    );
  if (tour.isError)
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <ErrorState
          title="We couldn't load your tour"
          message={tour.error.message}
          onRetry={() => void tour.refetch()}
          isRetrying={tour.isFetching}
        />
      </div>
    );

  const booking = tour.data;
  const { venue } = booking;
  const isCancelled = booking.status === "cancelled";
  return (
    <div className="mx-auto max-w-2xl px-5 py-12 sm:px-8 sm:py-16">
      <div className="text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-sage-light text-sage">
          <CircleCheck className="size-8" aria-hidden />
        </span>
        <p className="mt-5 text-xs font-semibold uppercase tracking-[0.2em] text-sage">
          {isCancelled ? "Tour cancelled" : isMoved ? "Tour moved" : "Tour booked"}
        </p>
        <h1 className="mt-2 text-4xl leading-tight text-ink sm:text-5xl">
          {isCancelled
            ? "This tour was cancelled"
            : isMoved
              ? "Your tour has a new time"
              : "You're touring " + venue.name + "!"}
        </h1>
        {!isCancelled && (
          <p className="mx-auto mt-4 flex max-w-md items-start justify-center gap-2 text-body leading-relaxed text-muted">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
            We emailed you and the venue the details, with a calendar invite.
          </p>
        )}
      </div>

      <section aria-label="Tour details" className="mt-10 rounded-3xl border border-line bg-white p-6 sm:p-8">
        <div className="flex items-center gap-4">
          <ResponsiveImage
            photo={venue.photo}
            alt=""
            layout="icon"
            width={64}
            height={64}
            loading="eager"
            className="size-16 shrink-0 rounded-2xl object-cover"
          />
          <div className="min-w-0">
            <h2 className="text-2xl leading-tight text-ink">{venue.name}</h2>
            <p className="text-sm text-muted">{venue.neighborhood}</p>
          </div>
        </div>
        <dl className="mt-6 grid gap-4 border-t border-line pt-6 sm:grid-cols-2">
          <TourFact icon={<CalendarDays className="size-4" aria-hidden />} term="When">
            {formatSlotLong(booking.startsAt, venue.timeZone)}
          </TourFact>
          <TourFact icon={<Clock className="size-4" aria-hidden />} term="Length">
            {booking.durationMinutes} minutes
          </TourFact>
          <TourFact icon={<MapPin className="size-4" aria-hidden />} term="Address">
            {venue.address}
          </TourFact>
          <TourFact icon={<Users className="size-4" aria-hidden />} term="Party size">
            {booking.partySize} {booking.partySize === 1 ? "person" : "people"}
          </TourFact>
        </dl>
        {booking.note && (
          <p className="mt-5 rounded-2xl bg-cream/70 px-4 py-3 text-body whitespace-pre-line text-ink">
            <span className="block text-xs font-semibold uppercase tracking-[0.14em] text-muted">
              Your note
            </span>
            {booking.note}
          </p>
        )}
        {!isCancelled && (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <AddToCalendarLink bookingId={booking.id} variant="primary" />
          </div>
        )}
      </section>

      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/couple-account" variant="secondary">
          Go to my account
        </ButtonLink>
        <ButtonLink to={`/venues/${venue.slug}`} variant="ghost">
          View {venue.name}
        </ButtonLink>
      </div>
    </div>
  );
}
