import { useQuery } from "@tanstack/react-query";
import {
  BookHeart,
  Brush,
  CakeSlice,
  Camera,
  Car,
  ClipboardList,
  Flower2,
  Lamp,
  Music,
  UtensilsCrossed,
  Video,
  Wine,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { Link } from "@client/lib/router-link";
import { cities, type CityId, type VendorCategorySlug } from "@shared/catalog";
import { ErrorState } from "@client/components/listings/result-states";
import { cx } from "@client/components/ui/class-names";
import { categoryCountsQuery } from "../../api/vendor-listing-api";

const icons: Record<VendorCategorySlug, LucideIcon> = {
  photographers: Camera,
  videographers: Video,
  caterers: UtensilsCrossed,
  djband: Music,
  florists: Flower2,
  weddingplanners: ClipboardList,
  bakers: CakeSlice,
  hairmakeup: Brush,
  transportation: Car,
  officiants: BookHeart,
  bartenders: Wine,
  decorators: Lamp,
};

const count = new Intl.NumberFormat("en-US");

/** The 12 categories with live counts of published vendors, for all cities or one. */
export function CategoryTiles() {
  const [city, setCity] = useState<CityId | undefined>(undefined);
  const query = useQuery(categoryCountsQuery(city));
  const cityName = city ? cities.find((c) => c.id === city)?.name : undefined;
  const choices: { id: CityId | undefined; label: string }[] = [
    { id: undefined, label: "All cities" },
    ...cities.map((c) => ({ id: c.id, label: c.name })),
  ];
  return (
    <div>
      <div role="group" aria-label="Show counts for" className="flex flex-wrap justify-center gap-2">
        {choices.map((c) => (
          <button
            key={c.label}
            type="button"
            aria-pressed={city === c.id}
            onClick={() => setCity(c.id)}
            className={cx(
              "h-9 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose",
              city === c.id
                ? "border-rose bg-rose text-white"
                : "border-line bg-white text-ink hover:bg-cream",
            )}
          >
            {c.label}
          </button>
        ))}
      </div>
      <p className="mt-4 text-center text-sm text-muted" aria-live="polite">
        {query.data
          ? `${count.format(query.data.total)} published vendors${cityName ? ` in ${cityName}` : ""}`
          : " "}
      </p>
      {query.isError ? (
        <div className="mt-6">
          <ErrorState
            title="We couldn't load the categories"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy={query.isPending}>
          {(query.data?.categories ?? []).map((c) => {
            const Icon = icons[c.slug];
            const href = city ? `/${city}/vendors/${c.slug}` : `/vendors/${c.slug}`;
            return (
              <li key={c.slug}>
                <Link
                  to={href}
                  className="group flex h-full items-center gap-3 rounded-2xl border border-line bg-white p-4 transition-shadow hover:shadow-[0_14px_32px_-22px_rgba(59,47,44,0.45)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
                >
                  <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-blush/60 text-rose min-[480px]:grid">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium leading-snug text-ink group-hover:text-rose">
                      {c.name}
                    </span>
                    <span className="block text-sm text-muted">
                      {c.count === 1 ? "1 vendor" : `${count.format(c.count)} vendors`}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
          {query.isPending &&
            Array.from({ length: 12 }, (_, i) => (
              <li key={i} className="h-[74px] animate-pulse rounded-2xl bg-cream" aria-hidden />
            ))}
        </ul>
      )}
    </div>
  );
}
