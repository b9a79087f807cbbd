import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { PageSpinner } from "@client/components/ui/spinner";
import { getActingFor, setActingFor } from "@client/lib/acting-for";
import { useSession } from "@client/lib/session";
import { useActingForGrant } from "@client/features/contributors/api/contributors-api";
import { TasksPollsPage } from "@client/features/tasks-polls/components/tasks-polls-page";

/**
 * /planning/tasks-polls: the wedding's task list and polls (issue #15). `?couple={id}` (from a
 * contributor's dashboard) makes this tab act for that couple (issue #13); the server decides.
 */
export default function TasksPollsRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const named = params.get("couple");
  if (named) setActingFor(named);
  // A couple opening its own page works for itself, whatever this tab did before.
  else if (user?.kind === "couple") setActingFor(null);
  const actingFor = getActingFor();
  if (user && actingFor && actingFor !== user.id)
    return <HelperTasksPolls coupleId={actingFor} viewerName={user.name} />;
  return (
    <RequireAuth kind="couple">
      <TasksPollsPage coupleId={user?.id ?? ""} viewerName={user?.name ?? null} />
    </RequireAuth>
  );
}

function HelperTasksPolls({ coupleId, viewerName }: { coupleId: string; viewerName: string }) {
  const grant = useActingForGrant(coupleId);
  if (grant.isPending) return <PageSpinner />;
  const level = grant.data?.areas.timeline;
  if (grant.isError || !level)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">
          {grant.isError
            ? "You don't have access to these tasks and polls"
            : `${grant.data.coupleNames} haven't shared their timeline with you`}
        </h1>
        <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
          Go to your dashboard
        </a>
      </div>
    );
  return (
    <TasksPollsPage
      coupleId={coupleId}
      viewerName={viewerName}
      helper={{ coupleId, coupleNames: grant.data.coupleNames, canEdit: level === "edit" }}
    />
  );
}
