import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@client/lib/router-link";
import { Button } from "@client/components/ui/button";
import { useLive } from "@client/lib/use-live";
import { SHARING_KEY, useBudgetSharing } from "../api/budget-sharing-api";
import { FamilyList } from "./family-list";
import { HistorySection } from "./history-section";
import { InviteFamilyForm } from "./invite-family-form";
import { LockSection } from "./lock-section";
import { PayersSection } from "./payers-section";

/** /budget-permissions for the couple: invite family, share per category, payers, lock, history. */
export function BudgetPermissionsPage({ coupleId }: { coupleId: string }) {
  const query = useBudgetSharing();
  const qc = useQueryClient();
  // Someone accepted an invitation (or another tab changed access): show it without a reload.
  useLive(
    (e) => {
      if (e.type === "access" && e.coupleId === coupleId)
        void qc.invalidateQueries({ queryKey: SHARING_KEY });
    },
    () => void qc.invalidateQueries({ queryKey: SHARING_KEY }),
  );

  return (
    <div className="mx-auto max-w-3xl px-5 pb-16 pt-8 sm:px-8">
      <header className="mb-6">
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-sage">
          Family budget sharing
        </p>
        <h1 className="text-display-sm text-ink">Who sees your budget</h1>
        <p className="mt-2 max-w-xl text-body text-muted">
          Share the budget with family, category by category. They see only what you choose; you can change it
          or take it back at any time.
        </p>
        <p className="mt-3 text-body">
          <Link
            to="/planning/budget-tracker"
            className="font-medium text-rose underline underline-offset-4 hover:text-rose-dark"
          >
            Open the budget tracker
          </Link>
        </p>
      </header>

      {query.isPending ? (
        <p role="status" className="text-body text-muted">
          Loading who can see your budget…
        </p>
      ) : query.isError ? (
        <div role="alert" className="rounded-3xl border border-line bg-white p-6 text-center">
          <p className="text-body text-ink">{query.error.message}</p>
          <Button className="mt-4" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {!query.data.exists && (
            <div className="rounded-3xl border border-dashed border-rose/40 bg-blush/30 p-5 sm:p-6">
              <h2 className="text-title-sm text-ink">You haven't started a budget yet</h2>
              <p className="mt-1 text-body text-muted">
                Start one from sensible default categories; then come back to choose what each family member
                sees. You can already invite people with access to the whole budget.
              </p>
              <Link
                to="/planning/budget-tracker"
                className="mt-3 inline-block font-medium text-rose underline underline-offset-4 hover:text-rose-dark"
              >
                Start your budget
              </Link>
            </div>
          )}
          <InviteFamilyForm categories={query.data.categories} />
          <section aria-labelledby="family-title">
            <h2 id="family-title" className="mb-3 text-title-sm text-ink">
              Family and helpers
            </h2>
            <FamilyList contributors={query.data.contributors} categories={query.data.categories} />
          </section>
          {query.data.exists && query.data.categories.length > 0 && <PayersSection list={query.data} />}
          {query.data.exists && <LockSection locked={query.data.locked} />}
          {query.data.exists && (
            <HistorySection
              people={new Map(query.data.contributors.map((c) => [c.contributorId, c.name || c.email]))}
            />
          )}
        </div>
      )}
    </div>
  );
}
