import { Heart, MapPin, Scale, Trash2, Users } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "@client/lib/router-link";
import { cityById } from "@shared/catalog";
import { MAX_COMPARED_VENUES, type SavedVenue } from "@shared/schemas/saved-venues";
import { formatUsd } from "@client/components/listings/format";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "@client/components/listings/listing-card";
import { PriceTier } from "@client/components/listings/price-tier";
import { Button, ButtonLink } from "@client/components/ui/button";
import { useSavedVenues, useToggleSavedVenue } from "../api/saved-venues-api";
import { compareHref, toggleCompareSelection } from "../utils/compare-venues";
import { capacityLabel } from "../utils/venue-labels";
import { PendingState } from "@client/components/ui/pending-state";
import { ResponsiveImage } from "@client/components/media/responsive-image";

const UNDO_MS = 10_000;

/** The "Saved venues" card on /couple-account: the shortlist, remove with undo, pick up to 3 to compare. */
export function SavedVenuesSection() {
  const headingId = useId();
  const saved = useSavedVenues();
  const toggle = useToggleSavedVenue();
  const [selected, setSelected] = useState<string[]>([]);
  const [isRefused, setIsRefused] = useState(false);
  const [removed, setRemoved] = useState<SavedVenue | null>(null);

  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed]);

  const venues = saved.data ?? [];
  // A venue removed elsewhere (or just now) leaves the selection too.
  const picked = selected.filter((slug) => venues.some((v) => v.slug === slug));

  function onPick(slug: string) {
    const result = toggleCompareSelection(picked, slug);
    setSelected(result.selected);
    setIsRefused(result.isRefused);
  }

  function onRemove(venue: SavedVenue) {
    toggle.mutate({ venue, isSaved: false });
    setRemoved(venue);
    setIsRefused(false);
  }

  function onUndo() {
    if (!removed) return;
    toggle.mutate({ venue: removed, isSaved: true });
    setRemoved(null);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-6 sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="text-2xl text-ink">
            Saved venues
          </h2>
          <p className="mt-1 text-sm text-muted">
            {venues.length > 0
              ? `Tick up to ${MAX_COMPARED_VENUES} to compare them side by side.`
              : "Your shortlist lives here."}
          </p>
        </div>
        {venues.length > 1 && (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            {picked.length >= 2 ? (
              <ButtonLink to={compareHref(picked)} size="sm">
                <Scale className="size-4" aria-hidden /> Compare ({picked.length})
              </ButtonLink>
            ) : (
              <Button size="sm" disabled aria-describedby={`${headingId}-hint`}>
                <Scale className="size-4" aria-hidden /> Compare ({picked.length})
              </Button>
            )}
            {picked.length < 2 && (
              <p id={`${headingId}-hint`} className="text-xs text-muted">
                Pick 2 or 3 venues
              </p>
            )}
          </div>
        )}
      </div>

      <div aria-live="polite" className="empty:hidden">
        {isRefused && (
          <p className="mt-4 rounded-2xl bg-blush/50 px-4 py-3 text-sm text-rose-dark">
            You can compare up to {MAX_COMPARED_VENUES} venues at a time. Untick one to add another.
          </p>
        )}
        {removed && (
          <p className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3 text-sm text-ink">
            <span>Removed {removed.name} from your saved venues.</span>
            <Button variant="secondary" size="sm" onClick={onUndo}>
              Undo
            </Button>
          </p>
        )}
      </div>

      <div className="mt-6">
        {saved.isPending ? (
          <PendingState query={saved}>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
              {[0, 1, 2].map((i) => (
                <li key={i} className="overflow-hidden rounded-2xl border border-line">
                  <div className="aspect-[3/2] animate-pulse bg-cream" />
                  <div className="space-y-2 p-4">
                    <div className="h-5 w-3/4 animate-pulse rounded-full bg-cream" />
                    <div className="h-4 w-1/2 animate-pulse rounded-full bg-cream" />
                  </div>
                </li>
              ))}
            </ul>
          </PendingState>
        ) : saved.isError ? (
          <div role="alert" className="rounded-2xl bg-cream px-5 py-6 text-center">
            <p className="font-medium text-ink">We couldn't load your saved venues</p>
            <p className="mt-1 text-sm text-muted">{saved.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void saved.refetch()}>
              Try again
            </Button>
          </div>
        ) : venues.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-5 py-10 text-center">
            <Heart className="size-8 text-rose" aria-hidden />
            <p className="mt-3 font-serif text-xl text-ink">No saved venues yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted">
              Tap the heart on any venue to keep it here, then compare your favourites side by side.
            </p>
            <ButtonLink to="/venues" variant="secondary" size="sm" className="mt-5">
              Browse venues
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {venues.map((v) => (
              <li key={v.venueId}>
                <SavedVenueCard
                  venue={v}
                  isPicked={picked.includes(v.slug)}
                  onPick={() => onPick(v.slug)}
                  onRemove={() => onRemove(v)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function SavedVenueCard({
  venue,
  isPicked,
  onPick,
  onRemove,
}: {
  venue: SavedVenue;
  isPicked: boolean;
  onPick: () => void;
  onRemove: () => void;
}) {
  const checkboxId = useId();
  const city = cityById(venue.cityId);
  return (
    <article
      className={`flex h-full overflow-hidden rounded-2xl border transition-colors sm:flex-col ${isPicked ? "border-rose ring-2 ring-rose/20" : "border-line"}`}
    >
      <ResponsiveImage
        photo={venue.photo}
        alt=""
        layout="savedCard"
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        // A thumbnail beside the text on a phone; the full 3:2 photo on top from the small breakpoint.
        className="h-auto w-24 shrink-0 self-stretch bg-cream object-cover sm:aspect-[3/2] sm:w-full sm:self-auto"
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <h3 className="text-xl leading-tight text-ink">
          <Link to={`/venues/${venue.slug}`} className="hover:text-rose-dark hover:underline">
            {venue.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <MapPin className="size-3.5 shrink-0 text-sage" aria-hidden />
          {[venue.neighborhood, city?.name].filter(Boolean).join(", ")}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Users className="size-3.5 shrink-0 text-sage" aria-hidden />
          {capacityLabel(venue.capacitySeated)}
        </p>
        <p className="mt-2 flex items-baseline justify-between text-body text-ink">
          <span>
            <span className="text-muted">From </span>
            <span className="font-semibold">{formatUsd(venue.priceFrom)}</span>
          </span>
          <PriceTier tier={venue.priceTier} className="text-sm" />
        </p>
        <div className="mt-auto pt-4">
          <div className="flex items-center justify-between gap-2 border-t border-line pt-3">
            <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                id={checkboxId}
                type="checkbox"
                checked={isPicked}
                onChange={onPick}
                className="size-4 accent-rose"
              />
              Compare<span className="sr-only"> {venue.name}</span>
            </label>
            <button
              type="button"
              onClick={onRemove}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-muted transition hover:bg-cream hover:text-rose-dark focus-visible:outline-2 focus-visible:outline-rose"
            >
              <Trash2 className="size-4" aria-hidden />
              Remove<span className="sr-only"> {venue.name}</span>
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
