import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRight, CalendarDays, Clock, MapPin, Users } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useAppForm } from "@client/lib/use-app-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import { bookTourSchema, TOUR_MAX_PARTY, TOUR_NOTE_MAX, type TourVenue } from "@shared/schemas/tours";
import { EmptyState, ErrorState } from "@client/components/listings/result-states";
import { Button, ButtonLink } from "@client/components/ui/button";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { myTourQuery, useBookTour, useRescheduleTour, venueTourSlotsQuery } from "../api/tours-api";
import { formatSlotLong } from "../utils/tour-format";
import { bookTourHref, tourSuccessHref } from "../utils/tour-links";
import { TourFact } from "./tour-fact";
import { TourPageSkeleton } from "./tour-page-skeleton";
import { VenueTourHeader } from "./venue-tour-header";

/** The conflict a couple can fix by picking another time: the time is gone, or someone booked it first. */
const isTakenError = (err: unknown) =>
  err instanceof ApiError && (err.status === 404 || err.reason === "slot_taken");

/** /schedule-tour?venue&slot[&reschedule]: the chosen time, the couple's details, and Confirm. */
export function ScheduleTourPage({
  slug,
  slotId,
  rescheduleId,
}: {
  slug: string | null;
  slotId: string | null;
  rescheduleId: string | null;
}) {
  if (!slug || !slotId)
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <EmptyState
          title="Choose a time first"
          actions={
            <ButtonLink to={slug ? bookTourHref(slug, rescheduleId) : "/request-venue-tour"}>
              See available times
            </ButtonLink>
          }
        >
          Pick one of the venue's open tour times, then confirm it here.
        </EmptyState>
      </div>
    );
  return <ScheduleTour slug={slug} slotId={slotId} rescheduleId={rescheduleId} />;
}

function ScheduleTour({
  slug,
  slotId,
  rescheduleId,
}: {
  slug: string;
  slotId: string;
  rescheduleId: string | null;
}) {
  const slots = useQuery(venueTourSlotsQuery(slug));
  const current = useQuery({ ...myTourQuery(rescheduleId ?? ""), enabled: Boolean(rescheduleId) });

  if (slots.isPending || (rescheduleId && current.isPending)) return <TourPageSkeleton />;
  if (slots.isError || current.isError) {
    const error = slots.error ?? current.error;
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <ErrorState
          title="We couldn't load this tour"
          message={error?.message ?? "Please try again."}
          onRetry={() => void Promise.all([slots.refetch(), rescheduleId ? current.refetch() : null])}
          isRetrying={slots.isFetching || current.isFetching}
        />
      </div>
    );
  }
  const { venue } = slots.data;
  const slot = slots.data.slots.find((s) => s.id === slotId);
  if (!slot)
    return (
      <div className="mx-auto max-w-3xl px-5 py-16">
        <EmptyState
          title="That time is no longer available"
          actions={<ButtonLink to={bookTourHref(slug, rescheduleId)}>Choose another time</ButtonLink>}
        >
          Someone may have just booked it, or the venue changed its schedule.
        </EmptyState>
      </div>
    );

  const when = formatSlotLong(slot.startsAt, venue.timeZone);
  return (
    <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8 sm:py-14">
      <VenueTourHeader venue={venue} eyebrow={rescheduleId ? "Confirm your new time" : "Confirm your tour"} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="tour-details"
          className="rounded-3xl border border-line bg-white p-6 sm:p-8"
        >
          {rescheduleId && current.data ? (
            <RescheduleForm
              venue={venue}
              bookingId={rescheduleId}
              slotId={slotId}
              from={formatSlotLong(current.data.startsAt, venue.timeZone)}
              to={when}
            />
          ) : (
            <BookingForm venue={venue} slotId={slotId} />
          )}
        </section>
        <aside aria-label="Your tour" className="order-first rounded-3xl bg-cream/70 p-6 lg:order-none">
          <h2 className="text-2xl text-ink">Your tour</h2>
          <dl className="mt-4 flex flex-col gap-3 text-body">
            <TourFact icon={<CalendarDays className="size-4" aria-hidden />} term="When">
              {when}
            </TourFact>
            <TourFact icon={<Clock className="size-4" aria-hidden />} term="Length">
              {slot.durationMinutes} minutes
            </TourFact>
            <TourFact icon={<MapPin className="size-4" aria-hidden />} term="Where">
              {venue.address}
            </TourFact>
          </dl>
          <ButtonLink to={bookTourHref(slug, rescheduleId)} variant="link" className="mt-4 text-sm">
            Choose a different time
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}

// The form edits strings; this schema turns them into the API's shape with the API's own rules.
const formSchema = z.object({
  partySize: z
    .string()
    .transform((v) => (v.trim() === "" ? Number.NaN : Number(v)))
    .pipe(bookTourSchema.shape.partySize),
  phone: bookTourSchema.shape.phone,
  note: bookTourSchema.shape.note,
});
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

function BookingForm({ venue, slotId }: { venue: TourVenue; slotId: string }) {
  const book = useBookTour();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useAppForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(formSchema),
    defaultValues: { partySize: "2", phone: "", note: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const note = useWatch({ control: form.control, name: "note" }) ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      const booking = await book.mutateAsync({ slotId, ...values });
      toast.success("Your tour is booked", {
        description: "We emailed you and the venue a calendar invite.",
      });
      void navigate(tourSuccessHref(booking.id));
    } catch (err) {
      if (isTakenError(err)) {
        toast.error(messageOf(err));
        await qc.invalidateQueries({ queryKey: venueTourSlotsQuery(venue.slug).queryKey });
        void navigate(bookTourHref(venue.slug));
        return;
      }
      if (err instanceof ApiError && err.status === 409) setConflict(err.message);
      else showFormError(form, err, "We couldn't book your tour");
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="tour-details">
      <h2 id="tour-details" className="text-2xl text-ink">
        A few details for the venue
      </h2>
      <p className="mt-1 text-sm text-muted">They'll see these with your name and email.</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label="How many people are coming?"
          type="number"
          inputMode="numeric"
          min={1}
          max={TOUR_MAX_PARTY}
          hint={`Including you, up to ${TOUR_MAX_PARTY}.`}
          error={errors.partySize?.message}
          {...form.register("partySize")}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          hint="In case the venue needs to reach you on the day."
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <TextAreaField
          label="Anything the venue should know? (optional)"
          className="sm:col-span-2"
          maxLength={TOUR_NOTE_MAX}
          placeholder="Our date, guest count, what you'd love to see…"
          hint={`${note.length} / ${TOUR_NOTE_MAX}`}
          error={errors.note?.message}
          {...form.register("note")}
        />
      </div>
      {conflict && (
        <div
          role="alert"
          className="mt-5 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3 text-body text-ink"
        >
          {conflict}{" "}
          <ButtonLink to="/couple-account" variant="link" className="text-body">
            Go to my tours
          </ButtonLink>
        </div>
      )}
      <div className="mt-7 flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          Confirm tour
        </Button>
        <p className="text-sm text-muted">You can reschedule or cancel anytime.</p>
      </div>
    </form>
  );
}

function RescheduleForm({
  venue,
  bookingId,
  slotId,
  from,
  to,
}: {
  venue: TourVenue;
  bookingId: string;
  slotId: string;
  from: string;
  to: string;
}) {
  const reschedule = useRescheduleTour();
  const navigate = useNavigate();
  const qc = useQueryClient();

  function onConfirm() {
    reschedule.mutate(
      { id: bookingId, slotId },
      {
        onSuccess: (booking) => {
          toast.success("Your tour moved", { description: "We emailed you and the venue the new time." });
          void navigate(tourSuccessHref(booking.id, { moved: true }));
        },
        // Beside the default toast: a time that is gone sends the couple back to pick another.
        onError: (err) => {
          if (!isTakenError(err)) return;
          void qc
            .invalidateQueries({ queryKey: venueTourSlotsQuery(venue.slug).queryKey })
            .then(() => navigate(bookTourHref(venue.slug, bookingId)));
        },
      },
    );
  }

  return (
    <div>
      <h2 id="tour-details" className="text-2xl text-ink">
        Move your tour
      </h2>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="rounded-2xl border border-line px-4 py-3 text-body text-muted line-through decoration-rose/60">
          {from}
        </p>
        <ArrowRight className="hidden size-5 shrink-0 text-rose sm:block" aria-hidden />
        <p className="rounded-2xl border border-rose bg-blush/30 px-4 py-3 text-body font-medium text-ink">
          {to}
        </p>
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted">
        <Users className="size-4 text-sage" aria-hidden /> Your party size and note stay the same.
      </p>
      <div className="mt-7 flex flex-wrap items-center gap-3">
        <Button size="lg" onClick={() => void onConfirm()} isLoading={reschedule.isPending}>
          Move my tour
        </Button>
        <ButtonLink to="/couple-account" variant="ghost">
          Keep the current time
        </ButtonLink>
      </div>
    </div>
  );
}
