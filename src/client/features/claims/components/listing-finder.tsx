import { Check, MapPin, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "@client/lib/router-link";
import { cityById } from "@shared/catalog";
import type { ClaimableListing, ListingKind } from "@shared/schemas/claims";
import { Button } from "@client/components/ui/button";
import { useClaimSearch } from "../api/claims-api";
import { claimCopy } from "../utils/claim-copy";

const DEBOUNCE_MS = 300;

/** Step 1: search unclaimed listings by name and pick one. */
export function ListingFinder({
  kind,
  onSelect,
}: {
  kind: ListingKind;
  onSelect: (listing: ClaimableListing) => void;
}) {
  const copy = claimCopy[kind];
  const inputId = useId();
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useClaimSearch(kind, q);
  const items = search.data ?? [];

  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {copy.searchLabel}
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={copy.searchPlaceholder}
          autoComplete="off"
          aria-describedby={`${inputId}-status`}
          className="w-full rounded-xl border border-line bg-white py-3 pl-11 pr-4 text-body text-ink shadow-xs placeholder:text-muted/70 focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
        />
      </div>
      <p id={`${inputId}-status`} className="mt-2 text-xs text-muted" aria-live="polite">
        {search.isPending
          ? "Searching…"
          : search.isError
            ? ""
            : q
              ? `${items.length === 0 ? "No" : items.length} unclaimed ${items.length === 1 ? "listing matches" : "listings match"} “${q}”.`
              : "Start typing your name as couples see it. Only listings nobody has claimed yet appear here."}
      </p>

      {search.isError ? (
        <div role="alert" className="mt-4 rounded-2xl border border-line bg-cream/60 p-4 text-sm text-ink">
          We couldn't search right now.{" "}
          <Button variant="link" onClick={() => void search.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        // Dimmed only while it still shows an earlier query's results (keepPreviousData): dimmed on every
        // fetch, the list faded in from 60% after the first one, and text mid-fade fails contrast checks.
        <ul
          className={`mt-4 flex flex-col gap-2 transition-opacity ${search.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {items.map((listing) => (
            <li key={listing.slug}>
              <button
                type="button"
                onClick={() => onSelect(listing)}
                aria-label={`This is mine: ${listing.name} (${listing.subtitle}, ${cityById(listing.cityId)?.displayName ?? listing.cityId})`}
                className="group flex w-full items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-left transition hover:border-rose/50 hover:bg-blush/20 focus-visible:outline-2 focus-visible:outline-rose"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">{listing.name}</span>
                  <span className="mt-0.5 flex items-center gap-1 text-sm text-muted">
                    <MapPin className="size-3.5 shrink-0 text-sage" aria-hidden />
                    <span className="truncate">
                      {listing.subtitle} · {cityById(listing.cityId)?.displayName ?? listing.cityId}
                    </span>
                  </span>
                </span>
                <span className="shrink-0 text-sm font-medium text-rose group-hover:underline">
                  This is mine
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!search.isPending && !search.isError && q && items.length === 0 && (
        <p className="mt-3 text-sm text-muted">
          Not listed yet, or already claimed? You can{" "}
          <Link className="text-rose underline-offset-4 hover:underline" to={`/contact?topic=${kind}s`}>
            write to us
          </Link>{" "}
          and we'll sort it out.
        </p>
      )}
    </div>
  );
}

/** The chosen listing, with a way back to the search. */
export function SelectedListing({ listing, onChange }: { listing: ClaimableListing; onChange: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-sage/40 bg-sage-light/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-sage text-white">
          <Check className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-medium text-ink">{listing.name}</p>
          <p className="text-sm text-muted">
            {listing.subtitle} · {cityById(listing.cityId)?.displayName ?? listing.cityId}
          </p>
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={onChange} className="self-start sm:self-auto">
        Choose another
      </Button>
    </div>
  );
}
