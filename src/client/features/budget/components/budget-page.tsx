import { BarChart3, Download, History, Plus, Sparkles, Upload } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { BudgetView } from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { PendingState } from "@client/components/ui/pending-state";
import { PageSpinner } from "@client/components/ui/spinner";
import { ApiError } from "@client/lib/api";
import { BUDGET_EXPORT_URL, useBudget } from "../api/budget-api";
import { canEditCategory, canEditHeader, canManageCategories } from "../utils/budget-access";
import { BudgetActionsContext, type BudgetDialogState } from "./budget-actions";
import { BudgetDialog } from "./budget-dialog";
import { BudgetHeader } from "./budget-header";
import { CategoryCard } from "./category-card";
import { CategoryForm } from "./category-form";
import { DeleteDialogs } from "./delete-dialogs";
import { DueSoon } from "./due-soon";
import { HistoryDrawer } from "./history-drawer";
import { ItemForm } from "./item-form";
import { PaymentForm } from "./payment-form";
import { ScenarioPanel } from "./scenario-panel";
import { StartPanel } from "./start-panel";

// Recharts is heavy: its own chunk, loaded when the couple opens the charts (docs/decisions/027).
const BudgetCharts = lazy(() => import("./budget-charts"));
// The CSV import (issue #15): its own chunk, loaded when opened.
const BudgetImportDialog = lazy(() => import("./budget-import-dialog"));

/** A contributor working for a couple (issue #13): whose budget this is. The server decides the rest. */
export type BudgetHelper = { coupleId: string; coupleNames: string };

/** /planning/budget-tracker (issue #14): the couple's budget, or a couple's as their helper. */
export function BudgetPage({
  helper,
  profile,
}: {
  helper?: BudgetHelper | undefined;
  /** What the couple told us before (their profile), to prefill the start panel. */
  profile?: { guestCount: number | null } | undefined;
}) {
  const query = useBudget();
  if (query.isPending)
    return (
      <PendingState query={query}>
        <PageSpinner />
      </PendingState>
    );
  if (query.isError && helper && query.error instanceof ApiError && query.error.status === 404)
    return (
      <Notice title="You no longer have access to this budget">
        {helper.coupleNames} changed what they share with you. Your dashboard shows what you can open now.
      </Notice>
    );
  if (query.isError)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">We couldn't load the budget</h1>
        <p className="mt-3 text-body text-muted">{query.error.message}</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <BudgetTracker view={query.data} helper={helper} profileGuestCount={profile?.guestCount ?? null} />;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
      <h1 className="text-title text-ink">{title}</h1>
      <p className="mt-3 text-body text-muted">{children}</p>
      <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
        Go to your dashboard
      </a>
    </div>
  );
}

const toolButton =
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-full border border-rose/40 bg-white/70 px-4 text-sm font-medium text-rose hover:bg-blush/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

function BudgetTracker({
  view,
  helper,
  profileGuestCount,
}: {
  view: BudgetView;
  helper: BudgetHelper | undefined;
  profileGuestCount: number | null;
}) {
  const [dialog, setDialog] = useState<BudgetDialogState>(null);
  const [isScenarioOpen, setIsScenarioOpen] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isChartOpen, setIsChartOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const isCouple = view.access.role === "couple";
  const mayManage = canManageCategories(view);
  const close = () => setDialog(null);

  return (
    <BudgetActionsContext.Provider value={setDialog}>
      <div className="mx-auto max-w-6xl px-5 pb-16 pt-8 sm:px-8">
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-sage">
              {helper ? `Helping ${helper.coupleNames}` : "Planning"}
            </p>
            <h1 className="text-display-sm text-ink">Budget</h1>
            {view.exists && (
              <p className="mt-1 text-small text-muted">
                New to this?{" "}
                <a className="text-rose underline underline-offset-4" href="/planning/budgeting-basics">
                  Budgeting basics
                </a>
              </p>
            )}
          </div>
          {view.exists && (
            <div className="flex flex-wrap items-center gap-2">
              {isCouple && (
                <button type="button" className={toolButton} onClick={() => setIsHistoryOpen(true)}>
                  <History className="size-4" aria-hidden />
                  History
                </button>
              )}
              {/* A plain link cannot carry X-Couple-Id: the export is the couple's (as on the guest list). */}
              {!helper && isCouple && (
                <a className={toolButton} href={BUDGET_EXPORT_URL} download>
                  <Download className="size-4" aria-hidden />
                  Export CSV
                </a>
              )}
              {mayManage && (
                <button type="button" className={toolButton} onClick={() => setIsImportOpen(true)}>
                  <Upload className="size-4" aria-hidden />
                  Import from CSV
                </button>
              )}
              {canEditHeader(view) && (
                <Button size="sm" variant="secondary" onClick={() => setIsScenarioOpen(true)}>
                  <Sparkles className="size-4" aria-hidden />
                  What if…
                </Button>
              )}
              {mayManage && (
                <Button size="sm" onClick={() => setDialog({ kind: "category" })}>
                  <Plus className="size-4" aria-hidden />
                  Add category
                </Button>
              )}
            </div>
          )}
        </header>

        {!view.exists ? (
          isCouple ? (
            <StartPanel
              totalCents={view.totals.totalCents}
              guestCount={view.guestCount ?? profileGuestCount}
            />
          ) : (
            <p className="rounded-3xl border border-line bg-white/80 px-6 py-12 text-center text-body text-muted">
              {helper?.coupleNames ?? "The couple"} haven't started their budget yet. It shows here once they
              do.
            </p>
          )
        ) : (
          <div className="flex flex-col gap-6">
            <BudgetHeader view={view} />
            <details
              className="rounded-3xl border border-line bg-white/80 px-5 py-4 sm:px-7"
              onToggle={(e) => setIsChartOpen(e.currentTarget.open)}
            >
              <summary className="flex cursor-pointer items-center gap-2 text-body font-medium text-ink">
                <BarChart3 className="size-4 text-sage" aria-hidden />
                Charts
              </summary>
              {isChartOpen && (
                <Suspense
                  fallback={<p className="py-10 text-center text-body text-muted">Loading the charts…</p>}
                >
                  <BudgetCharts view={view} />
                </Suspense>
              )}
            </details>
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <div className="order-2 flex min-w-0 flex-col gap-4 lg:order-1">
                <h2 className="sr-only">Categories</h2>
                {view.categories.length === 0 ? (
                  <p className="rounded-3xl border border-line bg-white/80 px-6 py-10 text-center text-body text-muted">
                    {mayManage
                      ? "No categories yet. Add the first one."
                      : "No categories are shared with you yet."}
                  </p>
                ) : (
                  <ul className="flex flex-col gap-3" aria-label="Categories">
                    {view.categories.map((category) => (
                      <CategoryCard
                        key={category.id}
                        category={category}
                        canEdit={canEditCategory(view, category)}
                        canManage={mayManage}
                        guestCount={view.guestCount}
                      />
                    ))}
                  </ul>
                )}
              </div>
              <aside className="order-1 flex min-w-0 flex-col gap-4 lg:sticky lg:top-20 lg:order-2">
                <DueSoon view={view} />
              </aside>
            </div>
          </div>
        )}
      </div>

      <BudgetDialog
        open={dialog?.kind === "category"}
        onClose={close}
        title={
          dialog?.kind === "category" && dialog.category ? `Edit ${dialog.category.name}` : "Add a category"
        }
      >
        {dialog?.kind === "category" && (
          <CategoryForm view={view} category={dialog.category} onDone={close} />
        )}
      </BudgetDialog>
      <BudgetDialog
        open={dialog?.kind === "item"}
        onClose={close}
        title={dialog?.kind === "item" && dialog.item ? `Edit ${dialog.item.name}` : "Add a line"}
        description={
          dialog?.kind === "item" && !dialog.item
            ? `In ${view.categories.find((c) => c.id === dialog.categoryId)?.name ?? "this category"}.`
            : undefined
        }
      >
        {dialog?.kind === "item" && (
          <ItemForm view={view} categoryId={dialog.categoryId} item={dialog.item} onDone={close} />
        )}
      </BudgetDialog>
      <BudgetDialog
        open={dialog?.kind === "payment"}
        onClose={close}
        title={
          dialog?.kind === "payment" && dialog.payment ? `Edit ${dialog.payment.label}` : "Add a payment"
        }
        description={dialog?.kind === "payment" ? `For ${dialog.item.name}.` : undefined}
      >
        {dialog?.kind === "payment" && (
          <PaymentForm view={view} item={dialog.item} payment={dialog.payment} onDone={close} />
        )}
      </BudgetDialog>
      <DeleteDialogs dialog={dialog} onClose={close} />
      <BudgetDialog
        open={isScenarioOpen}
        onClose={() => setIsScenarioOpen(false)}
        wide
        title="What if…"
        description="Try another guest count or per-guest prices. Nothing changes until you apply."
      >
        {isScenarioOpen && <ScenarioPanel view={view} onClose={() => setIsScenarioOpen(false)} />}
      </BudgetDialog>
      {isCouple && <HistoryDrawer open={isHistoryOpen} onOpenChange={setIsHistoryOpen} />}
      {isImportOpen && (
        <Suspense fallback={null}>
          <BudgetImportDialog onClose={() => setIsImportOpen(false)} />
        </Suspense>
      )}
    </BudgetActionsContext.Provider>
  );
}
