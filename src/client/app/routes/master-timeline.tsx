import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { PageSpinner } from "@client/components/ui/spinner";
import { getActingFor, setActingFor } from "@client/lib/acting-for";
import { useSession } from "@client/lib/session";
import { useActingForGrant } from "@client/features/contributors/api/contributors-api";
import { TimelinePage } from "@client/features/timeline/components/timeline-page";

/**
 * /planning/master-timeline: the couple's timeline (issue #15). `?couple={id}` (from a contributor's
 * dashboard) makes this tab act for that couple (issue #13); the server decides what they may do.
 */
export default function MasterTimelineRoute() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const named = params.get("couple");
  if (named) setActingFor(named);
  else if (user?.kind === "couple") setActingFor(null);
  const actingFor = getActingFor();
  if (user && actingFor && actingFor !== user.id) return <HelperTimeline coupleId={actingFor} />;
  return (
    <RequireAuth kind="couple">
      <TimelinePage />
    </RequireAuth>
  );
}

function HelperTimeline({ coupleId }: { coupleId: string }) {
  const grant = useActingForGrant(coupleId);
  if (grant.isPending) return <PageSpinner />;
  if (grant.isError || !grant.data.areas.timeline)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">
          {grant.isError
            ? "You don't have access to this timeline"
            : `${grant.data.coupleNames} haven't shared their timeline with you`}
        </h1>
        <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
          Go to your dashboard
        </a>
      </div>
    );
  return <TimelinePage helper={{ coupleId, coupleNames: grant.data.coupleNames }} />;
}
