import { CalendarDays, Mail, Phone, Users } from "lucide-react";
import { useId, useState } from "react";
import type { OwnerTourBooking } from "@shared/schemas/tours";
import { Button } from "@client/components/ui/button";
import { TextAreaField } from "@client/components/ui/field";
import { Modal } from "@client/components/ui/modal";
import { toast } from "@client/lib/toast";
import { useOwnerCancelTour, useOwnerTours } from "../api/tours-api";
import { formatSlotLong } from "../utils/tour-format";
import { AddToCalendarLink } from "./add-to-calendar-link";
import { EmailAddress } from "@client/components/ui/email-address";
import { PendingState } from "@client/components/ui/pending-state";

const isUpcoming = (t: OwnerTourBooking, now: number) =>
  t.status === "confirmed" && Date.parse(t.startsAt) > now;

/** Owner dashboard: couples' booked tours (who, when, how to reach them) with cancel. */
export function OwnerTourList() {
  const tours = useOwnerTours();
  const [now] = useState(() => Date.now());
  const upcoming = tours.data?.filter((t) => isUpcoming(t, now)) ?? [];
  const earlier = tours.data?.filter((t) => !isUpcoming(t, now)) ?? [];
  const venueCount = new Set(tours.data?.map((t) => t.venue.id)).size;

  return (
    <section aria-labelledby="booked-tours-h" className="rounded-3xl border border-line bg-white p-6 sm:p-8">
      <h2 id="booked-tours-h" className="text-3xl text-ink">
        Booked tours
      </h2>
      <p className="mt-1 text-body text-muted">
        Couples coming to visit. Each booking is emailed to you with a calendar invite.
      </p>
      <div className="mt-6">
        {tours.isPending ? (
          <PendingState query={tours}>
            <ul className="flex flex-col gap-3" aria-label="Loading tours">
              {[0, 1].map((i) => (
                <li key={i} className="h-28 animate-pulse rounded-2xl bg-cream" />
              ))}
            </ul>
          </PendingState>
        ) : tours.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50/60 px-4 py-4 text-body">
            <p>We couldn't load your tours. {tours.error.message}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => void tours.refetch()}>
              Try again
            </Button>
          </div>
        ) : upcoming.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-ivory/60 px-5 py-6 text-center text-body text-muted">
            No upcoming tours yet. Couples book the tour times you offer from your venue's page.
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Upcoming tours">
            {upcoming.map((t) => (
              <OwnerTour key={t.id} tour={t} showVenue={venueCount > 1} />
            ))}
          </ul>
        )}
        {earlier.length > 0 && (
          <details className="mt-5 rounded-2xl border border-line px-4 py-3">
            <summary className="cursor-pointer text-sm font-medium text-ink">
              Past and cancelled tours ({earlier.length})
            </summary>
            <ul className="mt-3 flex flex-col divide-y divide-line">
              {earlier.map((t) => (
                <li key={t.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5 text-sm">
                  <span className="font-medium text-ink">
                    {t.couple.name}
                    {venueCount > 1 && <span className="font-normal text-muted"> · {t.venue.name}</span>}
                  </span>
                  <span className="text-muted">
                    {formatSlotLong(t.startsAt, t.timeZone)} ·{" "}
                    {t.status === "cancelled" ? "Cancelled" : "Visited"}
                  </span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  );
}

function OwnerTour({ tour, showVenue }: { tour: OwnerTourBooking; showVenue: boolean }) {
  const [isCancelling, setIsCancelling] = useState(false);
  const when = formatSlotLong(tour.startsAt, tour.timeZone);
  return (
    <li className="rounded-2xl border border-line p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-serif text-xl text-ink">{tour.couple.name}</p>
          <p className="mt-1 flex items-center gap-1.5 text-body text-ink">
            <CalendarDays className="size-4 shrink-0 text-sage" aria-hidden /> {when}
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
            <Users className="size-4 shrink-0 text-sage" aria-hidden />
            {tour.partySize} {tour.partySize === 1 ? "person" : "people"} · {tour.durationMinutes} min
            {showVenue && <> · {tour.venue.name}</>}
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li>
              <a
                href={`mailto:$<EmailAddress email={tour.couple.email} />`}
                className="inline-flex items-center gap-1.5 text-rose hover:underline"
              >
                <Mail className="size-3.5" aria-hidden /> <EmailAddress email={tour.couple.email} />
              </a>
            </li>
            {tour.phone && (
              <li>
                <a
                  href={`tel:${tour.phone.replace(/[^\d+]/g, "")}`}
                  className="inline-flex items-center gap-1.5 text-rose hover:underline"
                >
                  <Phone className="size-3.5" aria-hidden /> {tour.phone}
                </a>
              </li>
            )}
          </ul>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <AddToCalendarLink bookingId={tour.id} variant="ghost" size="sm" />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setIsCancelling(true)}
            aria-label={`Cancel tour with ${tour.couple.name}`}
          >
            Cancel tour
          </Button>
        </div>
      </div>
      {tour.note && (
        <p className="mt-3 rounded-xl bg-cream/70 px-3.5 py-2.5 text-body whitespace-pre-line text-ink">
          {tour.note}
        </p>
      )}
      <CancelDialog tour={tour} when={when} open={isCancelling} onClose={() => setIsCancelling(false)} />
    </li>
  );
}

function CancelDialog({
  tour,
  when,
  open,
  onClose,
}: {
  tour: OwnerTourBooking;
  when: string;
  open: boolean;
  onClose: () => void;
}) {
  const cancel = useOwnerCancelTour();
  const titleId = useId();
  const [reason, setReason] = useState("");

  async function onConfirm() {
    cancel.mutate(
      { id: tour.id, reason },
      {
        onSuccess: () => {
          toast.success("Tour cancelled", { description: `We emailed ${tour.couple.name}.` });
          setReason("");
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto w-[min(32rem,calc(100vw-1.5rem))] rounded-3xl bg-ivory p-6 text-ink shadow-2xl sm:p-8"
    >
      <h2 id={titleId} className="text-3xl leading-tight text-ink">
        Cancel this tour?
      </h2>
      <p className="mt-3 text-body leading-relaxed text-muted">
        {tour.couple.name}'s tour on {when} will be cancelled. We'll email them (with your reason, if you give
        one) and the time opens up again.
      </p>
      <TextAreaField
        label="Reason for the couple (optional)"
        className="mt-5"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="e.g. A private event was booked that afternoon — please pick another time."
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
          autoFocus
          variant="secondary"
          onClick={onClose}
          disabled={cancel.isPending}
        >
          Keep the tour
        </Button>
        <Button
          onClick={() => void onConfirm()}
          isLoading={cancel.isPending}
          className="bg-rose-dark hover:bg-ink"
        >
          Cancel tour
        </Button>
      </div>
    </Modal>
  );
}
