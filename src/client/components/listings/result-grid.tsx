import type { ReactNode } from "react";
import { cx } from "../ui/class-names";
import { ListingCardSkeleton } from "./listing-card";

const grids = {
  3: "grid gap-5 sm:grid-cols-2 xl:grid-cols-3",
  4: "grid gap-5 sm:grid-cols-2 lg:grid-cols-4",
};

/** The cards of a results page; dimmed while the next page loads (the previous results stay in place). */
export function ResultGrid({
  children,
  isStale,
  columns = 3,
  className,
}: {
  children: ReactNode;
  isStale?: boolean;
  columns?: 3 | 4;
  className?: string;
}) {
  return (
    <ul
      className={cx(grids[columns], "transition-opacity", isStale && "opacity-60", className)}
      aria-busy={isStale || undefined}
    >
      {children}
    </ul>
  );
}

export function ResultGridSkeleton({ count = 6, className }: { count?: number; className?: string }) {
  return (
    <div className={cx(grids[3], className)} role="status" aria-live="polite">
      <span className="sr-only">Loading results…</span>
      {Array.from({ length: count }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}
