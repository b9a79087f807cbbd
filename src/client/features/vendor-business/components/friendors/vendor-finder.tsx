import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useState } from "react";
import type { FriendorVendor } from "@shared/schemas/friendors";
import { Button } from "@client/components/ui/button";
import { vendorLookupQuery } from "../../api/friendors-api";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { FriendorRow } from "./friendor-row";

/** Search published vendors by name or keyword and pick one to recommend. */
export function VendorFinder({
  ownSlug,
  recommended,
  onPick,
}: {
  ownSlug: string;
  recommended: Set<string>;
  onPick: (vendor: FriendorVendor) => void;
}) {
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), 300);
  const query = useQuery(vendorLookupQuery(q));
  const results = (query.data?.items ?? []).filter((v) => v.slug !== ownSlug);
  return (
    <div>
      <label htmlFor="friendor-search" className="text-sm font-medium text-ink">
        Find a vendor to recommend
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id="friendor-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Business name, e.g. “Bluebird Weddings”"
          autoComplete="off"
          className="w-full rounded-xl border border-line bg-white py-3 pr-4 pl-11 text-body text-ink shadow-xs placeholder:text-muted/70 focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
        />
      </div>
      <div aria-live="polite" className="mt-2 min-h-5 text-sm text-muted">
        {q.length < 2
          ? "Type at least two letters."
          : query.isFetching && !query.data
            ? "Searching…"
            : query.isError
              ? "We couldn't search right now. Try again in a moment."
              : results.length === 0
                ? `No published vendors match “${q}”.`
                : `${results.length} shown`}
      </div>
      {results.length > 0 && q.length >= 2 && (
        <ul
          className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white px-4"
          aria-label="Search results"
        >
          {results.map((v) => {
            const vendor: FriendorVendor = {
              slug: v.slug,
              businessName: v.businessName,
              categorySlug: v.categorySlug,
              cityId: v.cityId,
              photo: v.photo,
            };
            const isRecommended = recommended.has(v.slug);
            return (
              <li key={v.slug}>
                <FriendorRow
                  vendor={vendor}
                  actions={
                    <Button
                      size="sm"
                      variant={isRecommended ? "ghost" : "secondary"}
                      onClick={() => onPick(vendor)}
                      aria-label={`${isRecommended ? "Edit your note for" : "Recommend"} ${v.businessName}`}
                    >
                      {isRecommended ? "Edit note" : "Recommend"}
                    </Button>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
