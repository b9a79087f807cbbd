import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarCheck, Check, MailCheck, MapPin, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { cityById } from "@shared/catalog";
import { ButtonLink } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { venuePickerQuery, venueTourSlotsQuery } from "../api/tours-api";
import { ResponsiveImage } from "@client/components/media/responsive-image";

const steps = [
  {
    icon: MapPin,
    title: "Pick a venue",
    text: "Search by name below, or press “Request a tour” on any venue's page.",
  },
  {
    icon: CalendarCheck,
    title: "Choose a time it offers",
    text: "Venues publish their tour times. Pick one that suits you both — it's yours the moment you confirm.",
  },
  {
    icon: MailCheck,
    title: "Get a calendar invite",
    text: "We email you and the venue the details with an invite for your calendar. Reschedule or cancel anytime from your account.",
  },
];

const checklist = [
  "Is our date open, and how long can you hold it?",
  "What's included in the price — tables, chairs, linens, staff, cleanup?",
  "How many guests fit seated for dinner, and with a dance floor?",
  "What's the rain plan for outdoor ceremonies?",
  "Can we bring our own caterer, bar or vendors? Any preferred list?",
  "When can we get in to set up, and when must we be out?",
  "Are there noise, decor or candle restrictions?",
  "What's the deposit, payment schedule and cancellation policy?",
  "Is there parking, accessibility and a place to get ready?",
];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** /request-venue-tour: how tours work, what to ask, and a venue picker leading to /book-tour. */
export function RequestTourPage({
  selectedSlug,
  onSelect,
}: {
  selectedSlug: string | null;
  onSelect: (slug: string) => void;
}) {
  return (
    <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
      <header className="mb-10 max-w-3xl">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sage">Venue tours</p>
        <h1 className="text-4xl leading-tight text-ink sm:text-5xl">Request a venue tour</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">
          Nothing beats standing in the room. Book a time the venue offers in a couple of taps — no phone tag.
        </p>
      </header>
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="how-tours-work">
            <h2 id="how-tours-work" className="text-3xl text-ink">
              How tours work
            </h2>
            <ol className="mt-5 grid gap-4 sm:grid-cols-3">
              {steps.map(({ icon: Icon, title, text }, i) => (
                <li key={title} className="rounded-3xl border border-line bg-white p-5">
                  <span className="grid size-10 place-items-center rounded-full bg-blush/60 text-rose">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="mt-4 font-sans text-body font-semibold text-ink">
                    <span className="sr-only">Step {i + 1}: </span>
                    {title}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="what-to-ask" className="rounded-3xl bg-cream/70 p-6 sm:p-8">
            <h2 id="what-to-ask" className="text-3xl text-ink">
              What to ask on your tour
            </h2>
            <p className="mt-2 text-body text-muted">Take this list with you (a screenshot works).</p>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {checklist.map((q) => (
                <li key={q} className="flex items-start gap-2.5 text-body leading-snug text-ink">
                  <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
                  {q}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <VenuePicker selectedSlug={selectedSlug} onSelect={onSelect} />
      </div>
    </div>
  );
}

function VenuePicker({
  selectedSlug,
  onSelect,
}: {
  selectedSlug: string | null;
  onSelect: (slug: string) => void;
}) {
  const inputId = useId();
  const [q, setQ] = useState("");
  const debounced = useDebounced(q.trim(), 250);
  const results = useQuery({ ...venuePickerQuery(debounced), placeholderData: keepPreviousData });
  const selected = useQuery({ ...venueTourSlotsQuery(selectedSlug ?? ""), enabled: Boolean(selectedSlug) });

  return (
    <aside
      aria-labelledby="pick-venue"
      className="rounded-3xl border border-line bg-white p-6 lg:sticky lg:top-24"
    >
      <h2 id="pick-venue" className="text-2xl text-ink">
        Choose a venue
      </h2>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-ink">
        Venue name
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="e.g. Lakeview Glasshouse"
          autoComplete="off"
          className="w-full rounded-xl border border-line bg-white py-3 pr-4 pl-10 text-body text-ink placeholder:text-muted/70 focus:border-rose focus:ring-2 focus:ring-rose/20 focus:outline-none"
        />
      </div>

      <div aria-live="polite" className="mt-3">
        {results.isPending ? (
          <ul className="flex flex-col gap-2" aria-hidden>
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-14 animate-pulse rounded-2xl bg-cream" />
            ))}
          </ul>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn't search venues. {results.error.message}{" "}
            <button type="button" className="underline" onClick={() => void results.refetch()}>
              Try again
            </button>
          </p>
        ) : results.data.items.length === 0 ? (
          <p className="rounded-2xl bg-cream/70 px-4 py-3 text-sm text-muted">
            No venue matches “{debounced}”. Check the spelling or browse all venues.
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5" aria-label="Venues">
            {results.data.items.map((v) => {
              const isSelected = v.slug === selectedSlug;
              return (
                <li key={v.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(v.slug)}
                    className={cx(
                      "flex w-full items-center gap-3 rounded-2xl border px-3 py-2 text-left transition",
                      isSelected
                        ? "border-rose bg-blush/40"
                        : "border-transparent hover:border-line hover:bg-cream/60",
                    )}
                  >
                    <ResponsiveImage
                      photo={v.photo}
                      alt=""
                      layout="icon"
                      width={40}
                      height={40}
                      className="size-10 shrink-0 rounded-xl object-cover"
                    />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-ink">{v.name}</span>
                      <span className="block truncate text-xs text-muted">
                        {v.neighborhood}, {cityById(v.cityId)?.displayName ?? v.cityId}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="mt-5 border-t border-line pt-5">
        {!selectedSlug ? (
          <p className="text-sm text-muted">Pick a venue to see the times it offers.</p>
        ) : selected.isPending ? (
          <div className="h-24 animate-pulse rounded-2xl bg-cream" aria-label="Loading the venue" />
        ) : selected.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {selected.error.message}
          </p>
        ) : (
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">Selected</p>
            <p className="mt-1 font-serif text-2xl text-ink">{selected.data.venue.name}</p>
            <p className="text-sm text-muted">
              {selected.data.slots.length === 0
                ? "No tour times published yet."
                : `${selected.data.slots.length} open tour ${selected.data.slots.length === 1 ? "time" : "times"} in the next 60 days`}
            </p>
            <ButtonLink
              to={`/book-tour?venue=${encodeURIComponent(selected.data.venue.slug)}`}
              className="mt-4 w-full"
            >
              See available times
            </ButtonLink>
          </div>
        )}
      </div>
    </aside>
  );
}
