import { ChevronDown, ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { memo } from "react";
import {
  itemPricingLabels,
  paymentMethodLabels,
  type CategoryView,
  type ItemView,
} from "@shared/schemas/budget";
import { useMarkPaid } from "../api/budget-api";
import { formatCents, formatDay, today } from "../utils/money";
import { useOpenBudgetDialog } from "./budget-actions";

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";
const smallButton =
  "inline-flex h-8 items-center gap-1.5 rounded-full border border-line bg-white px-3 text-small font-medium text-ink hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

/** One category: its four figures in the summary, its lines and their payments inside. */
export const CategoryCard = memo(function CategoryCard({
  category,
  canEdit,
  canManage,
  guestCount,
}: {
  category: CategoryView;
  /** Lines and payments of this category. */
  canEdit: boolean;
  /** Rename, reallocate, delete the category. */
  canManage: boolean;
  guestCount: number | null;
}) {
  const open = useOpenBudgetDialog();
  const isOver = category.remainingCents < 0;
  const share =
    category.allocatedCents > 0
      ? Math.min(100, (category.committedCents / category.allocatedCents) * 100)
      : 0;
  const paidShare =
    category.allocatedCents > 0 ? Math.min(100, (category.paidCents / category.allocatedCents) * 100) : 0;
  return (
    <li className="rounded-3xl border border-line bg-white/90 shadow-xs">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-col gap-3 rounded-3xl px-5 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose sm:px-6 md:grid md:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)_auto] md:items-center md:gap-x-6 md:gap-y-2.5 [&::-webkit-details-marker]:hidden">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="text-title-sm text-ink">{category.name}</h3>
              <p className="text-small text-muted">
                {category.items.length === 1 ? "1 line" : `${category.items.length} lines`}
                {category.payerName && <> · Paid for by {category.payerName}</>}
                {category.level === "view" && !canEdit && <> · View only</>}
              </p>
            </div>
            <ChevronDown
              className="mt-1 size-5 shrink-0 text-muted transition-transform group-open:rotate-180 md:hidden"
              aria-hidden
            />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
            <Figure label="Allocated" cents={category.allocatedCents} />
            <Figure label="Committed" cents={category.committedCents} />
            <Figure label="Paid" cents={category.paidCents} tone="text-sage" />
            <Figure
              label={isOver ? "Over by" : "Remaining"}
              cents={Math.abs(category.remainingCents)}
              tone={isOver ? "text-gold-dark" : "text-ink"}
            />
          </dl>
          <ChevronDown
            className="hidden size-5 shrink-0 text-muted transition-transform group-open:rotate-180 md:block"
            aria-hidden
          />
          <div className="flex h-1.5 w-full overflow-hidden rounded-full bg-cream md:col-span-3" aria-hidden>
            <div className="h-full bg-sage" style={{ width: `${paidShare}%` }} />
            <div
              className={`h-full ${isOver ? "bg-gold" : "bg-gold/50"}`}
              style={{ width: `${Math.max(0, share - paidShare)}%` }}
            />
          </div>
        </summary>
        <div className="border-t border-line px-4 pb-5 pt-4 sm:px-6">
          {canManage && (
            <div className="mb-4 flex flex-wrap gap-2">
              <button
                type="button"
                className={smallButton}
                onClick={() => open({ kind: "category", category })}
              >
                <Pencil className="size-3.5" aria-hidden />
                Rename or reallocate
              </button>
              <button
                type="button"
                className={smallButton}
                onClick={() => open({ kind: "delete-category", category })}
              >
                <Trash2 className="size-3.5" aria-hidden />
                Delete category
              </button>
            </div>
          )}
          {category.items.length === 0 ? (
            <p className="rounded-2xl bg-ivory px-4 py-5 text-center text-body text-muted">
              No lines yet.{canEdit && " Add what you expect to pay for — a quote or a guess is fine."}
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={`Lines in ${category.name}`}>
              {category.items.map((item) => (
                <ItemCard key={item.id} item={item} canEdit={canEdit} guestCount={guestCount} />
              ))}
            </ul>
          )}
          {canEdit && (
            <button
              type="button"
              className="mt-4 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-body font-medium text-rose hover:underline focus-visible:outline-2 focus-visible:outline-rose"
              onClick={() => open({ kind: "item", categoryId: category.id })}
            >
              <Plus className="size-4" aria-hidden />
              Add a line to {category.name}
            </button>
          )}
        </div>
      </details>
    </li>
  );
});

function Figure({ label, cents, tone = "text-ink" }: { label: string; cents: number; tone?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-caption uppercase tracking-wider text-muted">{label}</dt>
      <dd className={`text-body font-semibold tabular-nums ${tone}`}>
        {formatCents(cents, { compact: true })}
      </dd>
    </div>
  );
}

function ItemCard({
  item,
  canEdit,
  guestCount,
}: {
  item: ItemView;
  canEdit: boolean;
  guestCount: number | null;
}) {
  const open = useOpenBudgetDialog();
  const markPaid = useMarkPaid();
  const vendor = item.vendorName || (item.listingPath ? "Listing" : "");
  return (
    <li className="rounded-2xl border border-line bg-ivory/60 px-4 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="text-body font-semibold text-ink">{item.name}</h4>
          <p className="text-small text-muted">
            {vendor &&
              (item.listingPath ? (
                <a
                  href={item.listingPath}
                  className="inline-flex items-center gap-1 text-rose underline underline-offset-4"
                >
                  {vendor}
                  <ExternalLink className="size-3" aria-hidden />
                </a>
              ) : (
                vendor
              ))}
            {vendor && " · "}
            {item.pricing === "per_guest"
              ? `${formatCents(item.estimateCents)} per guest × ${guestCount ?? 0}`
              : itemPricingLabels.fixed}
          </p>
        </div>
        {canEdit && (
          <div className="flex shrink-0 items-center">
            <button
              type="button"
              className={iconButton}
              aria-label={`Edit ${item.name}`}
              onClick={() => open({ kind: "item", categoryId: item.categoryId, item })}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Delete ${item.name}`}
              onClick={() => open({ kind: "delete-item", item })}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-3 text-small">
        <div>
          <dt className="text-muted">Estimate</dt>
          <dd className="font-medium tabular-nums text-ink">{formatCents(item.estimatedTotalCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Contract</dt>
          <dd className="font-medium tabular-nums text-ink">
            {item.committedTotalCents === null ? "—" : formatCents(item.committedTotalCents)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Paid</dt>
          <dd className="font-medium tabular-nums text-sage">{formatCents(item.paidCents)}</dd>
        </div>
      </dl>
      {item.notes && <p className="mt-2 text-small text-muted">{item.notes}</p>}
      {item.payments.length > 0 && (
        <ul
          aria-label={`Payments for ${item.name}`}
          className="mt-3 flex flex-col divide-y divide-line border-t border-line"
        >
          {item.payments.map((p) => {
            const isOverdue = !p.paidOn && p.dueOn !== null && p.dueOn < today();
            return (
              <li
                key={p.id}
                className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 text-small">
                  <p className="text-body text-ink">
                    <span className="font-medium">{p.label}</span>{" "}
                    <span className="tabular-nums">{formatCents(p.amountCents)}</span>
                  </p>
                  <p className="text-muted">
                    {p.paidOn ? (
                      <span className="text-sage">
                        Paid {formatDay(p.paidOn)}
                        {p.method && ` · ${paymentMethodLabels[p.method]}`}
                        {p.paidBy && ` · by ${p.paidBy}`}
                      </span>
                    ) : p.dueOn ? (
                      <span className={isOverdue ? "font-medium text-gold-dark" : ""}>
                        {isOverdue ? "Overdue since" : "Due"} {formatDay(p.dueOn)}
                      </span>
                    ) : (
                      "No due date"
                    )}
                    {!p.paidOn && ` · ${p.assigneeName}`}
                  </p>
                </div>
                {canEdit && (
                  <div className="flex shrink-0 items-center gap-1">
                    {!p.paidOn && (
                      <button
                        type="button"
                        className={smallButton}
                        disabled={markPaid.isPending}
                        aria-label={`Mark ${p.label} for ${item.name} paid`}
                        onClick={() => markPaid.mutate({ id: p.id, version: p.version, paidOn: today() })}
                      >
                        Mark paid
                      </button>
                    )}
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Edit payment ${p.label} for ${item.name}`}
                      onClick={() => open({ kind: "payment", item, payment: p })}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      aria-label={`Delete payment ${p.label} for ${item.name}`}
                      onClick={() => open({ kind: "delete-payment", payment: p, itemName: item.name })}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit && (
        <button
          type="button"
          className="mt-2 inline-flex items-center gap-1 text-small font-medium text-rose hover:underline focus-visible:outline-2 focus-visible:outline-rose"
          onClick={() => open({ kind: "payment", item })}
          aria-label={`Add a payment for ${item.name}`}
        >
          <Plus className="size-3.5" aria-hidden />
          Add a payment
        </button>
      )}
    </li>
  );
}
