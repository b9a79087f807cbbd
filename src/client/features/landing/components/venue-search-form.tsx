import { type FormEvent } from "react";
import { Search } from "lucide-react";
import { useNavigate } from "react-router";
import { getVenueSearchHref } from "../utils/venue-search";

/**
 * A plain GET form to /venues?q= (spec: "the home page declares a venues search by query parameter q"),
 * so it works before JavaScript; once hydrated it navigates in-app instead of reloading the page.
 */
export function VenueSearchForm() {
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q");
    void navigate(getVenueSearchHref(typeof q === "string" ? q : ""));
  }

  return (
    <form action="/venues" method="get" role="search" onSubmit={onSubmit} className="w-full max-w-xl">
      <label htmlFor="landing-venue-search" className="text-sm font-medium text-ink">
        Find your venue
      </label>
      <div className="mt-2 flex items-center gap-2 rounded-full border border-line bg-white p-1.5 pl-4 shadow-sm focus-within:border-rose/60">
        <Search className="size-4 shrink-0 text-muted" aria-hidden />
        <input
          id="landing-venue-search"
          name="q"
          type="search"
          placeholder="Barn, garden, ballroom…"
          autoComplete="off"
          className="min-w-0 flex-1 bg-transparent py-2 text-body text-ink placeholder:text-muted/70 focus:outline-none"
        />
        <button
          type="submit"
          className="h-10 shrink-0 rounded-full bg-ink px-5 text-sm font-medium text-ivory transition-colors hover:bg-rose-dark"
        >
          Search
        </button>
      </div>
    </form>
  );
}
