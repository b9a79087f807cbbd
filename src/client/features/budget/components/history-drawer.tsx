import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Modal } from "@client/components/ui/modal";
import { Button } from "@client/components/ui/button";
import { useBudgetHistory } from "../api/budget-api";
import type { BudgetChange } from "@shared/schemas/budget";
import { changeSummary, fieldLabel, shownChanges } from "../utils/history-text";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });

/** Every change to the budget, newest first, 50 at a time: who, what, before → after (the couple's). */
export function HistoryDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useBudgetHistory(open);
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  const titleId = useId();
  // A native <dialog> as a side drawer: Radix's Sheet would cost this page ~10 KB of its JS budget.
  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      labelledBy={titleId}
      className="mr-0 ml-auto h-dvh max-h-dvh w-[min(28rem,100vw)] border-l border-line bg-ivory p-0 text-ink shadow-xl"
    >
      <div className="flex h-full flex-col gap-4 overflow-y-auto p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-title-sm text-ink">
              Budget history
            </h2>
            <p className="mt-1 text-small text-muted">Every change, who made it, and what it was before.</p>
          </div>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            aria-label="Close"
            className="-mr-2 rounded-full px-3 py-1 text-title-sm leading-none text-muted hover:bg-cream hover:text-ink"
          >
            ×
          </button>
        </div>
        {query.isPending ? (
          <p className="text-body text-muted">Loading the history…</p>
        ) : query.isError ? (
          <p role="alert" className="text-body text-red-700">
            The history could not be loaded.{" "}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        ) : entries.length === 0 ? (
          <p className="text-body text-muted">No changes yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Changes, newest first">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-2xl border border-line bg-white px-4 py-3">
                <p className="text-body text-ink">{changeSummary(entry)}</p>
                <p className="text-caption text-muted">{when(entry.createdAt)}</p>
                <Changes entry={entry} />
              </li>
            ))}
          </ol>
        )}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            className="self-center"
            isLoading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show older changes
          </Button>
        )}
      </div>
    </Modal>
  );
}

function Changes({ entry }: { entry: BudgetChange }) {
  const changes = shownChanges(entry);
  if (changes.length === 0) return null;
  return (
    <dl className="mt-2 flex flex-col gap-1 text-small">
      {changes.map((c) => (
        <div key={c.field} className="flex flex-wrap items-center gap-x-2">
          <dt className="text-muted">{fieldLabel(c.field)}</dt>
          <dd className="flex flex-wrap items-center gap-1.5 tabular-nums">
            {c.before !== null && (
              <>
                <span className="text-muted line-through decoration-muted/50">{c.before}</span>
                <ArrowRight className="size-3 text-muted" aria-label="to" />
              </>
            )}
            <span
              className={
                entry.action === "delete" ? "text-muted line-through decoration-muted/50" : "text-ink"
              }
            >
              {c.after}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
