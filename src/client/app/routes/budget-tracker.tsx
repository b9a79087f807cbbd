import { PageSpinner } from "@client/components/ui/spinner";
import { useMe } from "@client/features/account/api/account-api";
import { BudgetPage } from "@client/features/budget/components/budget-page";
import { CoupleAreaRoute } from "../compose/couple-area-route";

/** /planning/budget-tracker: the couple's budget (issue #14); a helper gets only what was shared with them. */
export default function BudgetTrackerRoute() {
  return (
    <CoupleAreaRoute
      area="budget"
      thing="this budget"
      sharedThing="their budget"
      couple={() => <CoupleBudget />}
      helper={(h) => <BudgetPage helper={{ coupleId: h.coupleId, coupleNames: h.coupleNames }} />}
    />
  );
}

function CoupleBudget() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  return <BudgetPage profile={{ guestCount: me.data?.couple?.guestCount ?? null }} />;
}
