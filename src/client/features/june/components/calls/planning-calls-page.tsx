import { CalendarCheck, Phone } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import type { PlanningCall } from "@shared/schemas/june-intake";
import { bookPlanningCallSchema } from "@shared/schemas/june-intake";
import { Page } from "@client/components/layout/page";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { PageSpinner } from "@client/components/ui/spinner";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import {
  useBookPlanningCall,
  useCancelPlanningCall,
  useMyPlanningCalls,
  usePlanningCallSlots,
} from "../../api/intake-api";
import { groupSlotsByDay } from "../../utils/slot-days";

const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const dayLabel = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric" });
const timeLabel = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
const fullLabel = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });

/** /intake-scheduling (couples): book a free 30-minute planning call, see it, cancel it. */
export function PlanningCallsPage() {
  const calls = useMyPlanningCalls();
  const upcoming = calls.data?.find(
    (c) => c.status === "confirmed" && new Date(c.startsAt).getTime() > Date.now(),
  );
  const past = calls.data?.filter((c) => c !== upcoming) ?? [];
  return (
    <Page
      eyebrow="Planning call"
      title="Talk it through with a planner"
      intro="Book a free 30-minute phone call with one of our wedding planners. They'll have your plan — date, guests, budget and saved venues — in front of them."
      width="wide"
    >
      {calls.isPending ? (
        <PageSpinner />
      ) : calls.isError ? (
        <ErrorCard message={messageOf(calls.error)} onRetry={() => void calls.refetch()} />
      ) : upcoming ? (
        <BookedCall call={upcoming} />
      ) : (
        <BookingForm />
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-calls" className="mt-10">
          <h2 id="past-calls" className="text-2xl text-ink">
            Earlier calls
          </h2>
          <ul className="mt-3 divide-y divide-line rounded-3xl border border-line bg-white">
            {past.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                <span className="text-ink">{fullLabel(c.startsAt)}</span>
                <span className={c.status === "cancelled" ? "text-muted" : "text-sage"}>
                  {c.status === "cancelled" ? "Cancelled" : "Done"}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

function ErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="rounded-3xl border border-line bg-white p-8 text-center">
      <p className="text-ink">We couldn't load your planning calls.</p>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <Button className="mt-5" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function BookedCall({ call }: { call: PlanningCall }) {
  const cancel = useCancelPlanningCall();
  const [isConfirming, setConfirming] = useState(false);
  function onCancel() {
    cancel.mutate(call.id, {
      onSuccess: () =>
        toast.success("Your call is cancelled", { description: "We emailed you a calendar update." }),
      onSettled: () => setConfirming(false),
    });
  }
  return (
    <section
      aria-labelledby="booked-call"
      className="rounded-3xl border border-line bg-white p-6 sm:p-8"
      data-testid="booked-call"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-sage-light text-sage">
          <CalendarCheck className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="booked-call" className="font-serif text-3xl text-ink">
            Your call is booked
          </h2>
          <p className="mt-1 text-lg text-ink">{fullLabel(call.startsAt)}</p>
          <p className="mt-1 flex items-center gap-1.5 text-muted">
            <Phone className="size-4" aria-hidden /> We'll call {call.phone} · {call.durationMinutes} minutes
          </p>
          {call.topic && (
            <p className="mt-3 rounded-2xl bg-cream/70 px-4 py-3 text-body text-ink">“{call.topic}”</p>
          )}
          <p className="mt-3 text-sm text-muted">
            We emailed you a confirmation with a calendar invite. To choose another time, cancel this call and
            book again.
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {isConfirming ? (
          <>
            <span className="text-sm text-ink">Cancel this call?</span>
            <Button size="sm" isLoading={cancel.isPending} onClick={() => void onCancel()}>
              Yes, cancel it
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel call
          </Button>
        )}
      </div>
    </section>
  );
}

type FieldErrors = Partial<Record<"startsAt" | "phone" | "topic", string>>;

function BookingForm() {
  const slots = usePlanningCallSlots();
  const book = useBookPlanningCall();
  const days = useMemo(() => groupSlotsByDay(slots.data?.slots ?? []), [slots.data]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [phone, setPhone] = useState("");
  const [topic, setTopic] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const day = days.find((d) => d.key === dayKey) ?? days[0];

  /** A field with an error is checked again as it changes, so the message goes once it is fixed (issue #18). */
  function recheck(field: "phone" | "topic", values: { phone: string; topic: string }) {
    if (!errors[field]) return;
    const parsed = bookPlanningCallSchema.safeParse({ startsAt: startsAt ?? "", ...values });
    const issue = parsed.error?.issues.find((i) => i.path[0] === field);
    setErrors((e) => ({ ...e, [field]: issue?.message }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = bookPlanningCallSchema.safeParse({ startsAt: startsAt ?? "", phone, topic });
    if (!startsAt || !parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error?.issues ?? [])
        next[issue.path[0] as keyof FieldErrors] ??= issue.message;
      if (!startsAt) next.startsAt = "Choose a time for your call.";
      setErrors(next);
      return;
    }
    setErrors({});
    book.mutate(parsed.data, {
      onSuccess: () =>
        toast.success("Your planning call is booked", {
          description: "Check your email for the calendar invite.",
        }),
      // Beside the default toast: a time someone else took (409) is no longer chosen.
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) setStartsAt(null);
      },
    });
  }

  if (slots.isPending) return <PageSpinner />;
  if (slots.isError)
    return <ErrorCard message={messageOf(slots.error)} onRetry={() => void slots.refetch()} />;
  if (days.length === 0)
    return (
      <div className="rounded-3xl border border-line bg-white p-8 text-center">
        <p className="font-serif text-2xl text-ink">Every time is taken right now</p>
        <p className="mt-2 text-muted">
          New times open every day. Check back tomorrow, or ask June in the chat meanwhile.
        </p>
      </div>
    );

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]"
    >
      <section
        aria-labelledby="choose-time"
        className="min-w-0 rounded-3xl border border-line bg-white p-5 sm:p-7"
      >
        <h2 id="choose-time" className="text-2xl text-ink">
          Choose a time
        </h2>
        <p className="mt-1 text-sm text-muted">
          Times are shown in your time zone ({viewerZone.replace(/_/g, " ")}).
        </p>
        <div className="mt-5 flex gap-2 overflow-x-auto pb-2" role="group" aria-label="Day">
          {days.map((d) => (
            <button
              key={d.key}
              type="button"
              aria-pressed={d.key === day?.key}
              onClick={() => {
                setDayKey(d.key);
                setStartsAt(null);
              }}
              className={cx(
                "shrink-0 rounded-2xl border px-4 py-2.5 text-sm whitespace-nowrap transition",
                d.key === day?.key
                  ? "border-rose bg-rose text-white"
                  : "border-line bg-ivory text-ink hover:border-rose/50",
              )}
            >
              {dayLabel(d.slots[0]!)}
            </button>
          ))}
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4" role="group" aria-label="Time">
          {day?.slots.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={s === startsAt}
              onClick={() => {
                setStartsAt(s);
                setErrors((e) => ({ ...e, startsAt: undefined }));
              }}
              className={cx(
                "h-11 rounded-xl border text-sm transition",
                s === startsAt
                  ? "border-rose bg-blush text-rose-dark font-semibold"
                  : "border-line bg-white text-ink hover:border-rose/50",
              )}
            >
              {timeLabel(s)}
            </button>
          ))}
        </div>
        {errors.startsAt && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {errors.startsAt}
          </p>
        )}
      </section>

      <section
        aria-labelledby="your-details"
        className="flex min-w-0 flex-col gap-5 rounded-3xl border border-line bg-white p-5 sm:p-7"
      >
        <h2 id="your-details" className="text-2xl text-ink">
          Your details
        </h2>
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            recheck("phone", { phone: e.target.value, topic });
          }}
          hint="The planner calls you on this number."
          error={errors.phone}
        />
        <TextAreaField
          label="What would you like to talk about? (optional)"
          rows={4}
          maxLength={500}
          value={topic}
          onChange={(e) => {
            setTopic(e.target.value);
            recheck("topic", { phone, topic: e.target.value });
          }}
          hint={`${topic.length}/500`}
          error={errors.topic}
        />
        <div className="mt-auto">
          {startsAt && <p className="mb-3 text-sm text-ink">{fullLabel(startsAt)} · 30 minutes</p>}
          <Button type="submit" isLoading={book.isPending} className="w-full">
            Book my call
          </Button>
        </div>
      </section>
    </form>
  );
}
