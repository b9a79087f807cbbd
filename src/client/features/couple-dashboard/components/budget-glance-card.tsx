import { Wallet } from "lucide-react";
import { localToday } from "@shared/rules/wedding-countdown";
import type { BudgetGlance } from "@shared/schemas/couple-dashboard";
import { money, shortDate } from "../utils/format";
import { DashboardCard, EmptyInvite } from "./dashboard-card";

const pct = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0;

/** Budget at a glance: the total, what is committed and paid, what is left, and the next payment due. */
export function BudgetGlanceCard({ budget }: { budget: BudgetGlance | null }) {
  if (!budget || budget.totalCents === 0) {
    return (
      <DashboardCard id="dash-budget" icon={Wallet} title="Budget">
        <EmptyInvite
          text="Set a total and see at a glance what's committed, what's paid and what's still to come."
          to="/planning/budget-tracker"
          label="Start your budget"
        />
      </DashboardCard>
    );
  }
  const { totalCents, allocatedCents, committedCents, paidCents, nextPayment } = budget;
  const remaining = totalCents - committedCents;
  const isOver = remaining < 0;
  const isOverdue = nextPayment !== null && nextPayment.dueOn < localToday();
  return (
    <DashboardCard
      id="dash-budget"
      icon={Wallet}
      title="Budget"
      action={{ to: "/planning/budget-tracker", label: "Open the budget tracker" }}
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          className="font-serif text-headline leading-none text-ink lining-nums tabular-nums"
          data-testid="budget-total"
        >
          {money(totalCents)}
        </span>
        <span className="text-body text-muted">total budget</span>
      </p>
      <div
        className="mt-5 h-3 overflow-hidden rounded-full bg-cream"
        role="img"
        aria-label={`${money(paidCents)} paid and ${money(committedCents)} committed of ${money(totalCents)}`}
      >
        <div className="relative h-full" style={{ width: `${pct(committedCents, totalCents)}%` }}>
          <div className="absolute inset-0 rounded-full bg-rose/35" />
          <div
            className="absolute inset-y-0 left-0 rounded-full bg-rose"
            style={{ width: `${pct(paidCents, Math.max(committedCents, 1))}%` }}
          />
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-body">
        <Figure label="Committed" value={money(committedCents)} dot="bg-rose/35" />
        <Figure label="Paid" value={money(paidCents)} dot="bg-rose" />
        <Figure label="Allocated" value={money(allocatedCents)} />
        <Figure
          label={isOver ? "Over budget" : "Left to commit"}
          value={money(Math.abs(remaining))}
          tone={isOver ? "text-red-700" : "text-ink"}
        />
      </dl>
      <div className="mt-5 rounded-2xl bg-ivory px-4 py-3 text-body">
        {nextPayment ? (
          <p>
            <span className="text-muted">{isOverdue ? "Overdue: " : "Next payment: "}</span>
            <span className="font-medium text-ink">
              {nextPayment.label} · {nextPayment.itemName}
            </span>
            <span className="block text-ink">
              {money(nextPayment.amountCents)} due {shortDate(nextPayment.dueOn)}
              {isOverdue && (
                <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-caption font-semibold text-white">
                  overdue
                </span>
              )}
            </span>
          </p>
        ) : (
          <p className="text-muted">No payments due. Add due dates in the tracker and they'll show here.</p>
        )}
      </div>
    </DashboardCard>
  );
}

function Figure({
  label,
  value,
  dot,
  tone = "text-ink",
}: {
  label: string;
  value: string;
  dot?: string;
  tone?: string;
}) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-small text-muted">
        {dot && <span className={`size-2 rounded-full ${dot}`} aria-hidden />}
        {label}
      </dt>
      <dd className={`font-medium lining-nums tabular-nums ${tone}`}>{value}</dd>
    </div>
  );
}
