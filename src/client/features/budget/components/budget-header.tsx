import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, Lock, Pencil } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import type { BudgetView } from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { showFormError } from "@client/lib/form-errors";
import { useAppForm } from "@client/lib/use-app-form";
import { isBudgetConflict, useSaveHeader } from "../api/budget-api";
import { canEditHeader, isLockedForViewer } from "../utils/budget-access";
import { centsToInput, formatCents } from "../utils/money";
import { guestCountText, moneyText } from "../utils/money-input";

/** The figures that sum the budget up, the header's inline edits, the lock and the warnings. */
export function BudgetHeader({ view }: { view: BudgetView }) {
  const { totals } = view;
  const isEditable = canEditHeader(view);
  const figures: { label: string; cents: number | null; tone: string }[] = [
    { label: "Allocated", cents: totals.allocatedCents, tone: "text-ink" },
    { label: "Committed", cents: totals.committedCents, tone: "text-ink" },
    { label: "Paid", cents: totals.paidCents, tone: "text-sage" },
    { label: "Still due", cents: totals.dueCents, tone: "text-gold-dark" },
    ...(totals.remainingCents === null
      ? []
      : [
          {
            label: "Remaining",
            cents: totals.remainingCents,
            tone: totals.remainingCents < 0 ? "text-rose-dark" : "text-ink",
          },
        ]),
  ];
  return (
    <section aria-label="Budget summary" className="rounded-3xl border border-line bg-white/80 p-5 sm:p-7">
      <div className="flex flex-wrap items-start gap-x-8 gap-y-4 sm:gap-x-10">
        <dl className="contents">
          {totals.totalCents !== null && <HeaderValue view={view} field="total" isEditable={isEditable} />}
          {view.guestCount !== null || isEditable ? (
            <HeaderValue view={view} field="guests" isEditable={isEditable} />
          ) : null}
        </dl>
        {view.access.locked && <LockBadge view={view} />}
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map((f) => (
          <div key={f.label} className="flex flex-col">
            <dt className="text-caption uppercase tracking-wider text-muted">{f.label}</dt>
            <dd className={`text-title-sm font-semibold tabular-nums ${f.tone}`}>
              {f.cents === null ? "—" : formatCents(f.cents, { compact: true })}
            </dd>
          </div>
        ))}
      </dl>
      <ProgressBar view={view} />
      {view.warnings.length > 0 && (
        <ul
          aria-label="Things to look at"
          className="mt-5 flex flex-col gap-1.5 rounded-2xl border border-gold/30 bg-cream/60 px-4 py-3"
        >
          {view.warnings.map((w) => (
            <li key={`${w.kind}-${w.id ?? ""}`} className="flex items-start gap-2 text-body text-gold-dark">
              <CircleAlert className="mt-1 size-4 shrink-0 text-gold" aria-hidden />
              {w.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LockBadge({ view }: { view: BudgetView }) {
  const forContributor = isLockedForViewer(view);
  return (
    <div className="flex max-w-md items-start gap-2 rounded-2xl border border-line bg-cream/60 px-3 py-2">
      <Lock className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
      <p className="text-small text-ink">
        <span className="font-semibold">Locked</span>
        {forContributor
          ? " — the couple has locked the budget, so it can't be changed for now. You can still see it."
          : " — only the two of you can change the budget while it is locked."}
      </p>
    </div>
  );
}

/** Paid and committed against the total (or against what is committed when the total is not shown). */
function ProgressBar({ view }: { view: BudgetView }) {
  const { totals } = view;
  const whole = Math.max(totals.totalCents ?? totals.allocatedCents, totals.committedCents, 1);
  const paid = Math.min(100, (totals.paidCents / whole) * 100);
  const committed = Math.min(100 - paid, ((totals.committedCents - totals.paidCents) / whole) * 100);
  const label =
    totals.totalCents !== null
      ? `${formatCents(totals.paidCents, { compact: true })} paid and ${formatCents(totals.committedCents, { compact: true })} committed of ${formatCents(totals.totalCents, { compact: true })}`
      : `${formatCents(totals.paidCents, { compact: true })} paid of ${formatCents(totals.committedCents, { compact: true })} committed`;
  return (
    <div className="mt-5">
      <div role="img" aria-label={label} className="flex h-3 w-full overflow-hidden rounded-full bg-cream">
        <div className="h-full bg-sage" style={{ width: `${paid}%` }} />
        <div className="h-full bg-gold/70" style={{ width: `${Math.max(0, committed)}%` }} />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 text-small text-muted" aria-hidden>
        <span>
          <span className="mr-1.5 inline-block size-2.5 rounded-full bg-sage" />
          Paid
        </span>
        <span>
          <span className="mr-1.5 inline-block size-2.5 rounded-full bg-gold/70" />
          Committed, not yet paid
        </span>
      </p>
    </div>
  );
}

const totalForm = z.object({ value: moneyText({ required: true }) });
const guestsForm = z.object({ value: guestCountText });
type ValueIn = { value: string };

/** The total or the guest count: shown large, changed in place by who may. */
function HeaderValue({
  view,
  field,
  isEditable,
}: {
  view: BudgetView;
  field: "total" | "guests";
  isEditable: boolean;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const label = field === "total" ? "Total budget" : "Guest count";
  const shown =
    field === "total"
      ? formatCents(view.totals.totalCents ?? 0, { compact: true })
      : view.guestCount === null
        ? "Not set"
        : view.guestCount.toLocaleString("en-US");
  return (
    <div className="flex flex-col">
      <dt className="text-caption uppercase tracking-wider text-muted">{label}</dt>
      {isEditing ? (
        <dd>
          <HeaderValueForm view={view} field={field} label={label} onDone={() => setIsEditing(false)} />
        </dd>
      ) : (
        <dd className="flex items-center gap-2">
          <span className="text-title tabular-nums text-ink sm:text-headline">{shown}</span>
          {isEditable && (
            <button
              type="button"
              onClick={() => setIsEditing(true)}
              aria-label={`Change ${label.toLowerCase()}`}
              className="rounded-full p-2 text-muted hover:bg-cream hover:text-ink focus-visible:outline-2 focus-visible:outline-rose"
            >
              <Pencil className="size-4" aria-hidden />
            </button>
          )}
        </dd>
      )}
    </div>
  );
}

function HeaderValueForm({
  view,
  field,
  label,
  onDone,
}: {
  view: BudgetView;
  field: "total" | "guests";
  label: string;
  onDone: () => void;
}) {
  const save = useSaveHeader();
  const schema = field === "total" ? totalForm : guestsForm;
  const form = useAppForm<ValueIn, unknown, { value: number | null }>({
    resolver: zodResolver(schema),
    defaultValues: {
      value:
        field === "total"
          ? centsToInput(view.totals.totalCents)
          : view.guestCount === null
            ? ""
            : String(view.guestCount),
    },
  });
  const error = form.formState.errors.value?.message;
  const onSubmit = form.handleSubmit(async ({ value }) => {
    try {
      await save.mutateAsync({
        totalCents: field === "total" ? (value ?? 0) : (view.totals.totalCents ?? 0),
        guestCount: field === "guests" ? value : view.guestCount,
        version: view.version,
      });
      onDone();
    } catch (err) {
      if (isBudgetConflict(err)) return onDone();
      // The server names its fields totalCents / guestCount; this form has one.
      const fieldError = (err as { fields?: Record<string, string> }).fields?.[
        field === "total" ? "totalCents" : "guestCount"
      ];
      if (fieldError) form.setError("value", { type: "server", message: fieldError });
      else showFormError(form, err, "That change was not saved");
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-1 flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <input
          aria-label={label}
          inputMode={field === "total" ? "decimal" : "numeric"}
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the person just asked to change this value
          autoFocus
          aria-invalid={error ? true : undefined}
          className="w-36 rounded-xl border border-line bg-white px-3 py-2 text-lead tabular-nums text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20 aria-[invalid=true]:border-red-600"
          {...form.register("value")}
        />
        <Button type="submit" size="sm" isLoading={form.formState.isSubmitting}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
