import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { cityById, vendorCategories } from "@shared/catalog";
import type { AdminListing, ListingAction } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { SelectField } from "@client/components/ui/field";
import { toast } from "@client/lib/toast";
import { useAdminListings, useListingAction, type ListingFilters } from "../api/admin-api";
import { AdminSection, Badge, EmptyState, ListingLink, Loaded } from "./admin-parts";

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function filtersFrom(params: URLSearchParams): ListingFilters {
  return {
    kind: pick(params.get("kind"), ["all", "venue", "vendor"] as const, "all"),
    q: params.get("q") ?? "",
    hidden: pick(params.get("hidden"), ["", "true", "false"] as const, ""),
    featured: pick(params.get("featured"), ["", "true", "false"] as const, ""),
    duplicates: pick(params.get("duplicates"), ["", "true"] as const, ""),
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}

const done: Record<ListingAction, string> = {
  hide: "Listing hidden",
  unhide: "Listing visible again",
  feature: "Listing featured",
  unfeature: "Listing no longer featured",
};
const doneDescription: Record<ListingAction, string> = {
  hide: "It now answers 404 and is out of search.",
  unhide: "Couples can find it in search again.",
  feature: "It shows first in default-sorted search.",
  unfeature: "It sorts by name with the rest.",
};

/** /admin/listings: every venue and vendor, with hide and feature toggles. Filters live in the URL. */
export function AdminListingsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const listings = useAdminListings(filters);
  const action = useListingAction();
  const [text, setText] = useState(filters.q);

  const update = (patch: Partial<ListingFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const p = new URLSearchParams();
    if (next.kind !== "all") p.set("kind", next.kind);
    if (next.q) p.set("q", next.q);
    if (next.hidden) p.set("hidden", next.hidden);
    if (next.featured) p.set("featured", next.featured);
    if (next.duplicates) p.set("duplicates", next.duplicates);
    if (next.page > 1) p.set("page", String(next.page));
    setParams(p, { replace: true });
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== filters.q) update({ q: text.trim() });
    }, 350);
    return () => clearTimeout(timer);
    // Only typing starts a search; `update` and `filters` are read fresh when the timer fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const run = (listing: AdminListing, act: ListingAction) =>
    action.mutate(
      { kind: listing.kind, id: listing.id, action: act },
      {
        onSuccess: () =>
          toast.success(done[act], { description: `${listing.name}: ${doneDescription[act]}` }),
      },
    );

  return (
    <AdminSection
      title="Listings"
      intro="Hidden listings answer 404 everywhere public. Featured ones lead default search."
    >
      <div className="grid gap-4 rounded-3xl border border-line bg-white p-5 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="admin-listing-q" className="text-sm font-medium text-ink">
            Name
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              id="admin-listing-q"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search by name"
              className="w-full rounded-xl border border-line bg-white py-3 pl-10 pr-3 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
            />
          </div>
        </div>
        <SelectField
          label="Kind"
          value={filters.kind}
          onChange={(e) => update({ kind: e.target.value as ListingFilters["kind"] })}
        >
          <option value="all">Venues and vendors</option>
          <option value="venue">Venues</option>
          <option value="vendor">Vendors</option>
        </SelectField>
        <SelectField
          label="Visibility"
          value={filters.hidden}
          onChange={(e) => update({ hidden: e.target.value as ListingFilters["hidden"] })}
        >
          <option value="">Visible and hidden</option>
          <option value="false">Visible only</option>
          <option value="true">Hidden only</option>
        </SelectField>
        <SelectField
          label="Featured"
          value={filters.featured}
          onChange={(e) => update({ featured: e.target.value as ListingFilters["featured"] })}
        >
          <option value="">Any</option>
          <option value="true">Featured only</option>
          <option value="false">Not featured</option>
        </SelectField>
        <SelectField
          label="Duplicates"
          value={filters.duplicates}
          onChange={(e) => update({ duplicates: e.target.value as ListingFilters["duplicates"] })}
        >
          <option value="">All listings</option>
          <option value="true">Possible duplicates</option>
        </SelectField>
      </div>

      <div className="mt-5">
        <Loaded query={listings}>
          {(page) => {
            const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
            if (page.items.length === 0)
              return (
                <EmptyState title="No listings match">
                  <Button
                    variant="link"
                    onClick={() => {
                      setText("");
                      setParams({}, { replace: true });
                    }}
                  >
                    Clear the filters
                  </Button>
                </EmptyState>
              );
            return (
              <>
                <p className="mb-3 text-sm text-muted" aria-live="polite">
                  {page.total} {page.total === 1 ? "listing" : "listings"} · page {page.page} of {pages}
                </p>
                <ul
                  className={`flex flex-col gap-3 transition-opacity ${listings.isFetching ? "opacity-70" : ""}`}
                >
                  {page.items.map((l) => (
                    <ListingRow
                      key={`${l.kind}-${l.id}`}
                      listing={l}
                      busy={action.isPending && action.variables?.id === l.id}
                      onAction={(act) => void run(l, act)}
                    />
                  ))}
                </ul>
                <nav aria-label="Pages" className="mt-5 flex items-center justify-between gap-3">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page.page <= 1}
                    onClick={() => update({ page: page.page - 1 })}
                  >
                    Previous
                  </Button>
                  <span className="text-sm text-muted">
                    Page {page.page} of {pages}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page.page >= pages}
                    onClick={() => update({ page: page.page + 1 })}
                  >
                    Next
                  </Button>
                </nav>
              </>
            );
          }}
        </Loaded>
      </div>
    </AdminSection>
  );
}

function ListingRow({
  listing,
  busy,
  onAction,
}: {
  listing: AdminListing;
  busy: boolean;
  onAction: (action: ListingAction) => void;
}) {
  const subtitle =
    listing.kind === "vendor"
      ? (vendorCategories.find((c) => c.slug === listing.subtitle)?.name ?? listing.subtitle)
      : listing.subtitle;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 md:flex-row md:items-center md:justify-between"
      aria-label={listing.name}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {listing.isHidden ? (
            <span className="font-medium text-ink">{listing.name}</span>
          ) : (
            <ListingLink kind={listing.kind} slug={listing.slug}>
              {listing.name}
            </ListingLink>
          )}
          <Badge>{listing.kind === "venue" ? "Venue" : "Vendor"}</Badge>
          {listing.isHidden && <Badge tone="bad">Hidden</Badge>}
          {listing.isFeatured && <Badge tone="warn">Featured</Badge>}
          {listing.isClaimed && <Badge tone="good">Claimed</Badge>}
          {!listing.isPublished && <Badge tone="bad">Unpublished</Badge>}
        </div>
        <p className="mt-1 truncate text-sm text-muted">
          {subtitle} · {cityById(listing.cityId)?.displayName ?? listing.cityId}
          {listing.ownerEmail ? ` · owner ${listing.ownerEmail}` : ""}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => onAction(listing.isHidden ? "unhide" : "hide")}
          aria-label={`${listing.isHidden ? "Unhide" : "Hide"} ${listing.name}`}
        >
          {listing.isHidden ? "Unhide" : "Hide"}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => onAction(listing.isFeatured ? "unfeature" : "feature")}
          aria-label={`${listing.isFeatured ? "Unfeature" : "Feature"} ${listing.name}`}
        >
          {listing.isFeatured ? "Unfeature" : "Feature"}
        </Button>
      </div>
    </li>
  );
}
