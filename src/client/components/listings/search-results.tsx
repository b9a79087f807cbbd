import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Page } from "@shared/schemas/marketplace";
import { Button } from "../ui/button";
import { Pagination } from "./pagination";
import { ResultGrid, ResultGridSkeleton } from "./result-grid";
import { EmptyState, ErrorState } from "./result-states";
import { PendingState } from "@client/components/ui/pending-state";

/**
 * The results part of a listing search page, venues or vendors: a skeleton on the first load, a retryable
 * error, the cards (dimmed while the next results load) with their pages, a way back from past the last
 * page, and an empty state with the page's own ways out.
 */
export function SearchResults<Item extends { id: string }>({
  query,
  noun,
  card,
  page,
  hrefForPage,
  onPageNavigate,
  paginationLabel,
  onFirstPage,
  emptyActions,
  emptyHint,
}: {
  query: UseQueryResult<Page<Item>>;
  /** Plural, as in "No venues match your search". */
  noun: string;
  card: (item: Item, index: number) => ReactNode;
  page: number;
  hrefForPage: (page: number) => string;
  onPageNavigate: () => void;
  paginationLabel: string;
  onFirstPage: () => void;
  emptyActions: ReactNode;
  emptyHint: ReactNode;
}) {
  const data = query.data;
  if (query.isPending)
    return (
      <PendingState query={query}>
        <ResultGridSkeleton count={6} />
      </PendingState>
    );
  if (query.isError)
    return (
      <ErrorState
        title={`We couldn't load ${noun}`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  if (data && data.items.length > 0)
    return (
      // The last search's cards stay (dimmed) while the next answer comes, but not without end.
      <PendingState query={query} isWaiting={query.isPlaceholderData}>
        <ResultGrid isStale={query.isPlaceholderData}>
          {data.items.map((item, i) => (
            <li key={item.id}>{card(item, i)}</li>
          ))}
        </ResultGrid>
        <Pagination
          page={page}
          pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
          hrefFor={hrefForPage}
          onNavigate={onPageNavigate}
          label={paginationLabel}
        />
      </PendingState>
    );
  if (data && data.total > 0)
    return (
      <EmptyState title="This page is past the last result">
        <Button variant="secondary" className="mt-2" onClick={onFirstPage}>
          Back to the first page
        </Button>
      </EmptyState>
    );
  return (
    <EmptyState title={`No ${noun} match your search`} actions={emptyActions}>
      {emptyHint}
    </EmptyState>
  );
}
