import { CalendarPlus, Plus, Trash2, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "@client/lib/router-link";
import { createTourSlotsSchema, tourDurations, type OwnerTourVenue } from "@shared/schemas/tours";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import {
  useCreateTourSlots,
  useDeleteTourSlot,
  useOwnerTourSlots,
  useOwnerTourVenues,
} from "../api/tours-api";
import { formatTime, groupByDay, todayIn, zoneCityName } from "../utils/tour-format";

const PRESET_TIMES = ["10:00", "13:00", "17:00"];

/** "14:30" → "2:30 PM". */
function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** Owner dashboard: pick a venue, offer tour times (repeat weekly), see and remove upcoming ones. */
export function TourSlotsManager() {
  const venues = useOwnerTourVenues();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const venue = venues.data?.find((v) => v.id === pickedId) ?? venues.data?.[0];

  return (
    <section aria-labelledby="tour-times-h" className="rounded-3xl border border-line bg-white p-6 sm:p-8">
      <h2 id="tour-times-h" className="text-3xl text-ink">
        Tour times
      </h2>
      <p className="mt-1 text-body text-muted">
        Offer times couples can book on your venue's page. Each time takes one couple.
      </p>
      <div className="mt-6">
        {venues.isPending ? (
          <div className="h-40 animate-pulse rounded-2xl bg-cream" aria-label="Loading your venues" />
        ) : venues.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50/60 px-4 py-4 text-body">
            <p>We couldn't load your venues. {venues.error.message}</p>
            <Button size="sm" variant="secondary" className="mt-3" onClick={() => void venues.refetch()}>
              Try again
            </Button>
          </div>
        ) : !venue ? (
          <div className="rounded-2xl border border-dashed border-line bg-ivory/60 px-5 py-8 text-center">
            <p className="font-serif text-xl text-ink">No venue yet</p>
            <p className="mx-auto mt-1 max-w-sm text-sm text-muted">
              Add or claim your venue first; then you can offer tour times here.
            </p>
            <Link
              to="/add-venue"
              className="mt-3 inline-block text-sm text-rose underline-offset-4 hover:underline"
            >
              Add your venue
            </Link>
          </div>
        ) : (
          <>
            {venues.data.length > 1 && (
              <SelectField
                label="Venue"
                value={venue.id}
                onChange={(e) => setPickedId(e.target.value)}
                className="mb-6 max-w-sm"
              >
                {venues.data.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </SelectField>
            )}
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
              <AddSlotsForm key={venue.id} venue={venue} />
              <UpcomingSlots venue={venue} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}

type Errors = Partial<Record<"date" | "times" | "durationMinutes" | "repeatWeeks" | "form", string>>;

function AddSlotsForm({ venue }: { venue: OwnerTourVenue }) {
  const create = useCreateTourSlots(venue.id);
  const timeId = useId();
  const today = todayIn(venue.timeZone);
  const [date, setDate] = useState("");
  const [times, setTimes] = useState<string[]>([]);
  const [draftTime, setDraftTime] = useState("");
  const [duration, setDuration] = useState<string>("45");
  const [repeat, setRepeat] = useState("0");
  const [errors, setErrors] = useState<Errors>({});
  // A field's error goes as soon as the field changes (issue #18); the form checks it again on submit.
  const clearError = (key: keyof Errors) =>
    setErrors((e) => (e[key] || e.form ? { ...e, [key]: undefined, form: undefined } : e));

  const addTime = (t: string) => {
    if (!/^\d{2}:\d{2}$/.test(t)) return setErrors((e) => ({ ...e, times: "Enter a time like 10:00 AM." }));
    setTimes((ts) => (ts.includes(t) ? ts : [...ts, t].sort()));
    setDraftTime("");
    setErrors((e) => ({ ...e, times: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = createTourSlotsSchema.safeParse({
      date,
      times,
      durationMinutes: Number(duration),
      repeatWeeks: Number(repeat),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] ?? "form") as keyof Errors;
        next[key] ??= key === "date" && !date ? "Choose the first day." : issue.message;
      }
      return setErrors(next);
    }
    if (date < today) return setErrors({ date: "Choose today or a later day." });
    setErrors({});
    try {
      const result = await create.mutateAsync(parsed.data);
      const added = `${result.created} tour ${result.created === 1 ? "time" : "times"} added`;
      toast.success(
        added,
        result.skipped ? { description: `${result.skipped} already existed.` } : undefined,
      );
      setTimes([]);
    } catch (err) {
      // The server's field errors go beside their inputs; anything else above the button.
      const fields = err instanceof ApiError ? (err.fields ?? {}) : {};
      const next: Errors = {};
      for (const key of ["date", "times", "durationMinutes", "repeatWeeks"] as const)
        if (fields[key]) next[key] = fields[key];
      setErrors(Object.keys(next).length > 0 ? next : { form: messageOf(err) });
    }
  }

  const count = times.length * (Number(repeat) + 1);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="add-times-h">
      <h3 id="add-times-h" className="font-sans text-body font-semibold text-ink">
        Add times
      </h3>
      <p className="mt-0.5 text-sm text-muted">
        In {zoneCityName(venue.timeZone)} time, your venue's local time.
      </p>
      <div className="mt-4 flex flex-col gap-4">
        <TextField
          label="First day"
          type="date"
          min={today}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            clearError("date");
          }}
          error={errors.date}
        />
        <fieldset>
          <legend className="text-sm font-medium text-ink">Times that day</legend>
          <div className="mt-1.5 flex gap-2">
            <label htmlFor={timeId} className="sr-only">
              Time to add
            </label>
            <input
              id={timeId}
              type="time"
              step={900}
              value={draftTime}
              onChange={(e) => {
                setDraftTime(e.target.value);
                clearError("times");
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  addTime(draftTime);
                }
              }}
              aria-invalid={errors.times ? true : undefined}
              aria-describedby={errors.times ? `${timeId}-error` : undefined}
              className="w-full rounded-xl border border-line bg-white px-4 py-2.5 text-body text-ink focus:border-rose focus:ring-2 focus:ring-rose/20 focus:outline-none"
            />
            <Button variant="secondary" onClick={() => addTime(draftTime)} disabled={!draftTime}>
              <Plus className="size-4" aria-hidden /> Add
            </Button>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-muted">
            Quick add:
            {PRESET_TIMES.map((t) => (
              <button
                key={t}
                type="button"
                onClick={() => addTime(t)}
                className="rounded-full border border-line px-2.5 py-1 text-ink hover:border-rose"
              >
                {clockLabel(t)}
              </button>
            ))}
          </div>
          {times.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Times to add">
              {times.map((t) => (
                <li
                  key={t}
                  className="flex items-center gap-1 rounded-full bg-blush/50 py-1 pr-1 pl-3 text-sm text-ink"
                >
                  {clockLabel(t)}
                  <button
                    type="button"
                    onClick={() => setTimes((ts) => ts.filter((x) => x !== t))}
                    className="grid size-6 place-items-center rounded-full hover:bg-white"
                    aria-label={`Remove ${clockLabel(t)}`}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {errors.times && (
            <p id={`${timeId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
              {errors.times}
            </p>
          )}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="Length"
            value={duration}
            onChange={(e) => {
              setDuration(e.target.value);
              clearError("durationMinutes");
            }}
          >
            {tourDurations.map((d) => (
              <option key={d} value={d}>
                {d} minutes
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Repeat"
            value={repeat}
            onChange={(e) => {
              setRepeat(e.target.value);
              clearError("repeatWeeks");
            }}
          >
            <option value="0">Just this day</option>
            {Array.from({ length: 12 }, (_, i) => i + 1).map((w) => (
              <option key={w} value={w}>
                Weekly, {w} more {w === 1 ? "week" : "weeks"}
              </option>
            ))}
          </SelectField>
        </div>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={create.isPending}>
            <CalendarPlus className="size-4" aria-hidden /> {count > 1 ? `Add ${count} times` : "Add times"}
          </Button>
        </div>
      </div>
    </form>
  );
}

function UpcomingSlots({ venue }: { venue: OwnerTourVenue }) {
  const slots = useOwnerTourSlots(venue.id);
  const remove = useDeleteTourSlot();
  const [removingId, setRemovingId] = useState<string | null>(null);

  async function onRemove(id: string, label: string) {
    setRemovingId(id);
    remove.mutate(id, {
      onSuccess: () => toast.success("Tour time removed", { description: label }),
      onSettled: () => setRemovingId(null),
    });
  }

  return (
    <section aria-labelledby="upcoming-times-h">
      <h3 id="upcoming-times-h" className="font-sans text-body font-semibold text-ink">
        Upcoming times
      </h3>
      {slots.isPending ? (
        <div className="mt-3 h-40 animate-pulse rounded-2xl bg-cream" aria-label="Loading tour times" />
      ) : slots.isError ? (
        <div role="alert" className="mt-3 text-sm text-red-700">
          {slots.error.message}{" "}
          <button type="button" className="underline" onClick={() => void slots.refetch()}>
            Try again
          </button>
        </div>
      ) : slots.data.slots.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-cream/70 px-4 py-3 text-sm text-muted">
          No upcoming times. Add a few — weekend mornings and weekday evenings are popular.
        </p>
      ) : (
        <ul
          className="mt-3 flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1"
          aria-label="Upcoming tour times"
        >
          {groupByDay(slots.data.slots, venue.timeZone).map((day) => (
            <li key={day.day}>
              <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{day.label}</p>
              <ul className="mt-1.5 flex flex-col gap-1.5">
                {day.slots.map((s) => {
                  const label = `${day.label} · ${formatTime(s.startsAt, venue.timeZone)}`;
                  return (
                    <li
                      key={s.id}
                      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border border-line px-3 py-2"
                    >
                      <span className="whitespace-nowrap text-body text-ink">
                        {formatTime(s.startsAt, venue.timeZone)}{" "}
                        <span className="text-sm text-muted">· {s.durationMinutes} min</span>
                      </span>
                      {s.booking ? (
                        <span className="max-w-full truncate rounded-full bg-sage-light px-2.5 py-0.5 text-xs text-ink">
                          Booked · {s.booking.coupleName}
                        </span>
                      ) : (
                        <button
                          type="button"
                          onClick={() => void onRemove(s.id, label)}
                          disabled={removingId === s.id}
                          className="grid size-8 place-items-center rounded-full text-muted hover:bg-blush/50 hover:text-rose-dark disabled:opacity-50"
                          aria-label={`Remove tour time ${label}`}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
