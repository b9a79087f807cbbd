import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { PageSpinner } from "@client/components/ui/spinner";
import { getActingFor, setActingFor } from "@client/lib/acting-for";
import { useSession } from "@client/lib/session";
import { useMe } from "@client/features/account/api/account-api";
import { BudgetPage } from "@client/features/budget/components/budget-page";
import { useActingForGrant } from "@client/features/contributors/api/contributors-api";

/**
 * /planning/budget-tracker: the couple's budget (issue #14). `?couple={id}` (from a contributor's
 * dashboard) makes this tab act for that couple (issue #13); the server sends only what they may see.
 */
export default function BudgetTrackerRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const named = params.get("couple");
  if (named) setActingFor(named);
  // A couple opening its own budget works for itself, whatever this tab did before.
  else if (user?.kind === "couple") setActingFor(null);
  const actingFor = getActingFor();
  if (user && actingFor && actingFor !== user.id) return <HelperBudget coupleId={actingFor} />;
  return (
    <RequireAuth kind="couple">
      <CoupleBudget />
    </RequireAuth>
  );
}

function CoupleBudget() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  return <BudgetPage profile={{ guestCount: me.data?.couple?.guestCount ?? null }} />;
}

function HelperBudget({ coupleId }: { coupleId: string }) {
  const grant = useActingForGrant(coupleId);
  if (grant.isPending) return <PageSpinner />;
  if (grant.isError || !grant.data.areas.budget)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">
          {grant.isError
            ? "You don't have access to this budget"
            : `${grant.data.coupleNames} haven't shared their budget with you`}
        </h1>
        <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
          Go to your dashboard
        </a>
      </div>
    );
  return <BudgetPage helper={{ coupleId, coupleNames: grant.data.coupleNames }} />;
}
