import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { cx } from "../ui/class-names";
import { pageWindow } from "@shared/rules/search-params";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-body transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

/**
 * Page links (real hrefs: open in a new tab, work without script). Prev/next plus numbers with gaps;
 * on phones only the pages next to the current one are listed.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
  label = "Pagination",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount);
  const hasPrev = page > 1;
  const hasNext = page < pageCount;
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-center gap-1 sm:gap-2">
      {hasPrev ? (
        <Link
          to={hrefFor(page - 1)}
          onClick={onNavigate}
          preventScrollReset
          rel="prev"
          className={cx(item, "text-ink hover:bg-cream")}
        >
          <ChevronLeft className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Previous</span>
          <span className="sr-only"> page</span>
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={cx(item, "text-muted/50")}>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Previous</span>
          <span className="sr-only"> page</span>
        </span>
      )}
      <ol className="flex items-center gap-1">
        {pages.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="px-1 text-muted max-sm:hidden" aria-hidden>
              …
            </li>
          ) : (
            <li
              key={p}
              className={cx(Math.abs(p - page) > 1 && p !== 1 && p !== pageCount && "max-sm:hidden")}
            >
              {p === page ? (
                <span aria-current="page" className={cx(item, "bg-ink font-medium text-ivory")}>
                  <span className="sr-only">Page </span>
                  {p}
                </span>
              ) : (
                <Link
                  to={hrefFor(p)}
                  onClick={onNavigate}
                  preventScrollReset
                  className={cx(item, "text-ink hover:bg-cream")}
                >
                  <span className="sr-only">Page </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {hasNext ? (
        <Link
          to={hrefFor(page + 1)}
          onClick={onNavigate}
          preventScrollReset
          rel="next"
          className={cx(item, "text-ink hover:bg-cream")}
        >
          <span className="max-sm:sr-only">Next</span>
          <span className="sr-only"> page</span>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={cx(item, "text-muted/50")}>
          <span className="max-sm:sr-only">Next</span>
          <span className="sr-only"> page</span>
          <ChevronRight className="size-4" aria-hidden />
        </span>
      )}
    </nav>
  );
}
