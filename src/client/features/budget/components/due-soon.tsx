import { CalendarClock } from "lucide-react";
import type { BudgetView } from "@shared/schemas/budget";
import { useMarkPaid } from "../api/budget-api";
import { canEditCategory } from "../utils/budget-access";
import { formatCents, formatDay, today } from "../utils/money";

/** Payments due in the next 30 days, overdue ones first (the server's `dueSoon`). */
export function DueSoon({ view }: { view: BudgetView }) {
  const markPaid = useMarkPaid();
  const rows = [...view.dueSoon].sort(
    (a, b) => Number(b.overdue) - Number(a.overdue) || a.dueOn.localeCompare(b.dueOn),
  );
  const categories = new Map(view.categories.map((c) => [c.id, c]));
  const versions = new Map(
    view.categories.flatMap((c) => c.items.flatMap((i) => i.payments.map((p) => [p.id, p.version] as const))),
  );
  return (
    <section aria-labelledby="due-title" className="rounded-3xl border border-line bg-white/80 p-5 sm:p-6">
      <h2 id="due-title" className="flex items-center gap-2 text-title-sm text-ink">
        <CalendarClock className="size-5 text-sage" aria-hidden />
        Due in the next 30 days
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-body text-muted">Nothing is due in the next 30 days.</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line">
          {rows.map((row) => {
            const category = categories.get(row.categoryId);
            const version = versions.get(row.paymentId);
            const canEdit = category !== undefined && canEditCategory(view, category);
            return (
              <li key={row.paymentId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="text-body text-ink">
                    <span className="font-medium">{row.itemName}</span> · {row.label}
                  </p>
                  <p className="text-small text-muted">
                    <span className={row.overdue ? "font-medium text-gold-dark" : ""}>
                      {row.overdue ? `Overdue since ${formatDay(row.dueOn)}` : `Due ${formatDay(row.dueOn)}`}
                    </span>{" "}
                    · {row.assigneeName}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-body font-semibold tabular-nums text-ink">
                    {formatCents(row.amountCents)}
                  </span>
                  {canEdit && version !== undefined && (
                    <button
                      type="button"
                      disabled={markPaid.isPending}
                      aria-label={`Mark ${row.label} for ${row.itemName} paid`}
                      onClick={() => markPaid.mutate({ id: row.paymentId, version, paidOn: today() })}
                      className="inline-flex h-8 items-center rounded-full border border-sage/50 bg-white px-3 text-small font-medium text-sage hover:bg-sage-light/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
                    >
                      Mark paid
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
