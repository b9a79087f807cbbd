import { PageSpinner } from "@client/components/ui/spinner";
import { setActingFor } from "@client/lib/acting-for";
import { useSession } from "@client/lib/session";
import { BudgetPermissionsPage } from "@client/features/budget-sharing/components/budget-permissions-page";
import { SharingExplainer } from "@client/features/budget-sharing/components/sharing-explainer";

/**
 * /budget-permissions (issue #14): the couple's family budget sharing; for everyone else, what it is and
 * how to start (the landing page's budget card links here).
 */
export default function BudgetPermissionsRoute() {
  const { status, user } = useSession();
  if (status === "loading") return <PageSpinner />;
  if (user?.kind !== "couple") return <SharingExplainer signedIn={user !== null} />;
  // The couple's own page: whatever this tab acted for before, it works for the couple.
  setActingFor(null);
  return <BudgetPermissionsPage coupleId={user.id} />;
}
