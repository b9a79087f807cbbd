import { cx } from "@client/components/ui/class-names";
import { useInView } from "../hooks/use-in-view";
import { useScriptedSteps } from "../hooks/use-scripted-steps";
import { budgetDelays, getBudgetSnapshot } from "../utils/budget-demo";
import { formatUsd } from "../utils/format-usd";

/** Bars grow with transform rather than width so the animation never triggers layout. */
function Bar({ percentage, className }: { percentage: number; className: string }) {
  return (
    <div className="h-2 overflow-hidden rounded-full bg-cream">
      <div
        className={cx(
          "h-full origin-left rounded-full transition-transform duration-700 ease-out",
          className,
        )}
        style={{ transform: `scaleX(${percentage / 100})` }}
      />
    </div>
  );
}

/**
 * Display-only budget tracker playing the static sample (total $35,000). Like the chat demo, the moving
 * card is aria-hidden; screen readers get the sample's allocations once, as a plain list.
 */
export function BudgetDemo() {
  const { ref, isInView } = useInView<HTMLDivElement>();
  const step = useScriptedSteps(budgetDelays, isInView);
  const budget = getBudgetSnapshot(step);
  const plan = getBudgetSnapshot(0);

  return (
    <figure aria-label="Sample budget tracker" className="m-0">
      <div
        ref={ref}
        aria-hidden
        className="rounded-[1.75rem] border border-line bg-white p-5 shadow-[0_24px_60px_-30px_rgba(59,47,44,0.35)] sm:p-7"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-muted">Wedding budget</p>
            <p className="mt-1 font-serif text-4xl text-ink">{formatUsd(budget.total)}</p>
          </div>
          <span className="rounded-full bg-sage-light px-2.5 py-1 text-caption font-semibold uppercase tracking-wider text-sage">
            Demo
          </span>
        </div>
        <div className="mt-5">
          <Bar percentage={budget.percentage} className="bg-rose" />
          <div className="mt-2 flex justify-between text-sm tabular-nums">
            <span className="text-ink">{formatUsd(budget.spent)} spent</span>
            <span className="text-muted">{formatUsd(budget.remaining)} left</span>
          </div>
        </div>
        <ul className="mt-7 flex flex-col gap-4 border-t border-line pt-6">
          {budget.categories.map((c) => (
            <li key={c.name}>
              <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-ink">{c.name}</span>
                <span className="tabular-nums text-muted">
                  {formatUsd(c.spent)} <span className="text-muted">/ {formatUsd(c.allocated)}</span>
                </span>
              </div>
              <Bar percentage={c.percentage} className={c.percentage >= 100 ? "bg-sage" : "bg-gold"} />
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="sr-only">
        A sample budget of {formatUsd(plan.total)}:{" "}
        {plan.categories.map((c) => `${c.name} ${formatUsd(c.allocated)}`).join(", ")}.
      </figcaption>
    </figure>
  );
}
