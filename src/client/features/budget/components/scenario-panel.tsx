import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { BudgetView, ScenarioResult } from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { isBudgetConflict, previewScenario, useApplyScenario } from "../api/budget-api";
import { centsToInput, formatCents, parseDollarsToCents } from "../utils/money";

type Draft = { guestCount: string; prices: Record<string, string> };

/**
 * "What if we invite 90 instead of 120?": a new guest count and per-guest prices, previewed by the server
 * (nothing is written), then applied with the versions the preview was computed from — or cancelled.
 */
export function ScenarioPanel({ view, onClose }: { view: BudgetView; onClose: () => void }) {
  const perGuest = view.categories.flatMap((c) => c.items.filter((i) => i.pricing === "per_guest"));
  const [draft, setDraft] = useState<Draft>({
    guestCount: view.guestCount === null ? "" : String(view.guestCount),
    prices: Object.fromEntries(perGuest.map((i) => [i.id, centsToInput(i.estimateCents)])),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ScenarioResult | null>(null);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const apply = useApplyScenario();

  /** The scenario's input: only what differs from the budget now. Null when a field is not valid. */
  const read = () => {
    const found: Record<string, string> = {};
    const input: { guestCount?: number; prices?: Record<string, number> } = {};
    const guests = draft.guestCount.trim().replace(/,/g, "");
    if (!/^\d+$/.test(guests) || Number(guests) > 2000) found.guestCount = "Use a whole number up to 2,000.";
    else if (Number(guests) !== view.guestCount) input.guestCount = Number(guests);
    const prices: Record<string, number> = {};
    for (const item of perGuest) {
      const cents = parseDollarsToCents(draft.prices[item.id] ?? "");
      if (cents === null || Number.isNaN(cents)) found[item.id] = "Write an amount like 85 or 85.50.";
      else if (cents !== item.estimateCents) prices[item.id] = cents;
    }
    if (Object.keys(prices).length > 0) input.prices = prices;
    setErrors(found);
    return Object.keys(found).length > 0 ? null : input;
  };

  const onPreview = async () => {
    const input = read();
    if (!input) return;
    setIsPreviewing(true);
    try {
      setResult(await previewScenario(input));
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      else toast.error("The preview could not be made", { description: messageOf(err) });
    } finally {
      setIsPreviewing(false);
    }
  };

  const onApply = () => {
    const input = read();
    if (!input) return;
    const itemVersions = Object.fromEntries(
      perGuest.filter((i) => input.prices?.[i.id] !== undefined).map((i) => [i.id, i.version]),
    );
    apply.mutate(
      { ...input, budgetVersion: view.version, itemVersions },
      {
        onSuccess: () => {
          toast.success("Scenario applied");
          onClose();
        },
        onError: (err) => {
          if (isBudgetConflict(err)) onClose();
        },
      },
    );
  };

  const edit = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setResult(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Guest count"
          inputMode="numeric"
          autoComplete="off"
          value={draft.guestCount}
          error={errors.guestCount}
          hint={view.guestCount === null ? "Not set yet." : `Now ${view.guestCount.toLocaleString("en-US")}.`}
          onChange={(e) => edit({ guestCount: e.target.value })}
        />
      </div>
      {perGuest.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">Prices per guest</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {perGuest.map((item) => (
              <TextField
                key={item.id}
                label={`${item.name} per guest`}
                inputMode="decimal"
                autoComplete="off"
                value={draft.prices[item.id] ?? ""}
                error={errors[item.id] ?? errors[`prices.${item.id}`]}
                onChange={(e) => edit({ prices: { ...draft.prices, [item.id]: e.target.value } })}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-small text-muted">
          No line is priced per guest yet, so a new guest count changes no line. Mark catering or rentals as
          “Per guest” to see them follow.
        </p>
      )}
      <Button
        variant="secondary"
        className="self-start"
        isLoading={isPreviewing}
        onClick={() => void onPreview()}
      >
        Preview
      </Button>
      {result && <ScenarioPreview result={result} />}
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={
            !result || (result.lines.length === 0 && result.guestCountBefore === result.guestCountAfter)
          }
          isLoading={apply.isPending}
          onClick={onApply}
        >
          Apply
        </Button>
      </div>
    </div>
  );
}

function Change({ before, after }: { before: string; after: string }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5 tabular-nums">
      <span className="text-muted">{before}</span>
      <ArrowRight className="size-3.5 text-muted" aria-label="to" />
      <span className="font-semibold text-ink">{after}</span>
    </span>
  );
}

function ScenarioPreview({ result }: { result: ScenarioResult }) {
  const ref = useRef<HTMLElement>(null);
  // The preview appears below the inputs, often under the dialog's fold: bring it into view.
  useEffect(() => {
    // A block body: newer Chromium returns a promise from scrollIntoView, which React would call as a cleanup.
    ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [result]);
  const totals: { label: string; before: number | null; after: number | null }[] = [
    { label: "Committed", before: result.before.committedCents, after: result.after.committedCents },
    { label: "Still due", before: result.before.dueCents, after: result.after.dueCents },
    { label: "Remaining", before: result.before.remainingCents, after: result.after.remainingCents },
  ];
  return (
    <section
      ref={ref}
      aria-label="Scenario preview"
      aria-live="polite"
      className="rounded-2xl border border-sage/40 bg-sage-light/30 p-4"
    >
      <p className="text-small font-semibold uppercase tracking-wider text-sage">
        Preview — nothing is saved yet
      </p>
      {result.guestCountBefore !== result.guestCountAfter && (
        <p className="mt-2 flex flex-wrap justify-between gap-2 text-body">
          <span>Guests</span>
          <Change
            before={String(result.guestCountBefore ?? "—")}
            after={String(result.guestCountAfter ?? "—")}
          />
        </p>
      )}
      {result.lines.length === 0 ? (
        <p className="mt-2 text-body text-muted">No line changes with these numbers.</p>
      ) : (
        <ul aria-label="Lines that change" className="mt-2 flex flex-col divide-y divide-line/70">
          {result.lines.map((line) => (
            <li key={line.itemId} className="flex flex-wrap justify-between gap-2 py-2 text-body">
              <span className="text-ink">{line.name}</span>
              <Change before={formatCents(line.beforeCents)} after={formatCents(line.afterCents)} />
            </li>
          ))}
        </ul>
      )}
      <dl aria-label="Totals" className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
        {totals
          .filter((t) => t.before !== null && t.after !== null)
          .map((t) => (
            <div key={t.label} className="flex flex-wrap justify-between gap-2 text-body">
              <dt className="font-medium text-ink">{t.label}</dt>
              <dd>
                <Change before={formatCents(t.before ?? 0)} after={formatCents(t.after ?? 0)} />
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
