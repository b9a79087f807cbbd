import { RequireAuth } from "@client/components/layout/require-auth";
import { useSession } from "@client/lib/session";
import { ContributorAccessPage } from "@client/features/contributors/components/contributor-access-page";

/** /contributor-access: the couple's helpers and what each may see or change (issue #13). */
export default function ContributorAccessRoute() {
  return (
    <RequireAuth kind="couple">
      <WithCouple />
    </RequireAuth>
  );
}

function WithCouple() {
  const { user } = useSession();
  return user ? <ContributorAccessPage coupleId={user.id} /> : null;
}
