import type { BudgetChange } from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { useBudgetHistory } from "../api/budget-sharing-api";
import { changeLines } from "../utils/sharing-choice";

const actionWords: Record<BudgetChange["action"], string> = {
  create: "added",
  update: "changed",
  delete: "removed",
  lock: "locked",
  unlock: "unlocked",
};
const entityWords: Record<BudgetChange["entity"], string> = {
  budget: "the budget",
  category: "the category",
  item: "the line",
  payment: "the payment",
  sharing: "the budget access of",
};
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Every change to the budget, newest first, 50 at a time: who, what, before → after. */
export function HistorySection({ people }: { people: ReadonlyMap<string, string> }) {
  const history = useBudgetHistory(true);
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section aria-labelledby="history-title" className="rounded-3xl border border-line bg-white p-5 sm:p-6">
      <h2 id="history-title" className="text-title-sm text-ink">
        History
      </h2>
      <p className="mt-1 text-body text-muted">
        Every change to the budget, who made it, and what it was before.
      </p>
      {history.isPending ? (
        <p role="status" className="mt-4 text-body text-muted">
          Loading the history…
        </p>
      ) : history.isError ? (
        <div role="alert" className="mt-4">
          <p className="text-body text-ink">{history.error.message}</p>
          <Button className="mt-3" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="mt-4 text-body text-muted">No changes yet.</p>
      ) : (
        <>
          <ol className="mt-4 flex flex-col divide-y divide-line">
            {entries.map((e) => (
              <HistoryEntry key={e.id} entry={e} people={people} />
            ))}
          </ol>
          {history.hasNextPage && (
            <Button
              className="mt-4"
              size="sm"
              variant="secondary"
              isLoading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              Show older changes
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function HistoryEntry({ entry, people }: { entry: BudgetChange; people: ReadonlyMap<string, string> }) {
  const lines = changeLines(entry.action, entry.changes, people);
  return (
    <li className="py-3">
      <p className="text-body text-ink">
        <strong className="font-medium">{entry.actorName}</strong> {actionWords[entry.action]}{" "}
        {entityWords[entry.entity]}
        {entry.entity !== "budget" && (
          <>
            {" "}
            <strong className="font-medium">{entry.entityLabel}</strong>
          </>
        )}
      </p>
      {lines.length > 0 && (
        <ul className="mt-1 flex flex-col gap-0.5 text-small text-muted">
          {lines.map((line, i) => (
            <li key={i} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-caption text-muted">
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      </p>
    </li>
  );
}
