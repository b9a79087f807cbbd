import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { PageSpinner } from "@client/components/ui/spinner";
import { getActingFor, setActingFor } from "@client/lib/acting-for";
import { useSession } from "@client/lib/session";
import { useActingForGrant } from "@client/features/contributors/api/contributors-api";
import { GuestListPage } from "@client/features/guests/components/guest-list-page";

/**
 * /planning/guest-list-manager: the couple's guest list (issue #12). `?couple={id}` (from a contributor's
 * dashboard) makes this tab act for that couple (issue #13): the list is theirs, editable with "edit".
 */
export default function GuestListManagerRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const named = params.get("couple");
  if (named) setActingFor(named);
  // A couple opening its own list works for itself, whatever this tab did before.
  else if (user?.kind === "couple") setActingFor(null);
  const actingFor = getActingFor();
  if (user && actingFor && actingFor !== user.id) return <HelperGuestList coupleId={actingFor} />;
  return (
    <RequireAuth kind="couple">
      <GuestListPage />
    </RequireAuth>
  );
}

function HelperGuestList({ coupleId }: { coupleId: string }) {
  const grant = useActingForGrant(coupleId);
  if (grant.isPending) return <PageSpinner />;
  if (grant.isError)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">You don't have access to this guest list</h1>
        <p className="mt-3 text-body text-muted">The couple may have changed what they share with you.</p>
        <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
          Go to your dashboard
        </a>
      </div>
    );
  const level = grant.data.areas.guests;
  if (!level)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">
          {grant.data.coupleNames} haven't shared their guest list with you
        </h1>
        <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
          Go to your dashboard
        </a>
      </div>
    );
  return (
    <GuestListPage helper={{ coupleId, coupleNames: grant.data.coupleNames, canEdit: level === "edit" }} />
  );
}
