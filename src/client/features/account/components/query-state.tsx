import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { PendingState } from "@client/components/ui/pending-state";

/** Loading and error states for a page driven by one query; renders children with the data. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <PendingState query={query}>
        <PageSpinner />
      </PendingState>
    );
  if (query.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-3xl text-ink">We couldn't load your account</h1>
        <p className="mt-3 text-muted">{query.error.message}</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
