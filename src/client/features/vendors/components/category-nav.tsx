import { useEffect, useRef } from "react";
import { Link } from "@client/lib/router-link";
import { vendorCategories, type VendorCategorySlug } from "@shared/catalog";
import { cx } from "@client/components/ui/class-names";

/** The 12 categories as links (a swipeable row on phones); the current one is marked. */
export function CategoryNav({
  current,
  hrefFor,
}: {
  current: VendorCategorySlug | undefined;
  hrefFor: (category: VendorCategorySlug | undefined) => string;
}) {
  const items = [{ slug: undefined, name: "All vendors" }, ...vendorCategories];
  const list = useRef<HTMLUListElement>(null);
  // On phones the row scrolls sideways: bring the current category into view (without scrolling the page).
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>("[aria-current=page]")?.parentElement;
    if (!ul || !active || ul.scrollWidth <= ul.clientWidth) return;
    ul.scrollLeft = active.offsetLeft - ul.clientWidth / 2 + active.offsetWidth / 2;
  }, [current]);
  return (
    <nav aria-label="Vendor categories" className="mt-6">
      <ul
        ref={list}
        className="relative -mx-5 flex gap-2 overflow-x-auto px-5 pb-2 [scrollbar-width:none] sm:-mx-8 sm:px-8 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0"
      >
        {items.map((c) => {
          const isCurrent = c.slug === current;
          return (
            <li key={c.slug ?? "all"} className="shrink-0">
              <Link
                to={hrefFor(c.slug)}
                aria-current={isCurrent ? "page" : undefined}
                className={cx(
                  "block rounded-full border px-4 py-2 text-sm transition-colors",
                  isCurrent
                    ? "border-ink bg-ink text-ivory"
                    : "border-line bg-white text-ink hover:border-rose/60 hover:text-rose-dark",
                )}
              >
                {c.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
