import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { AccessLevel, CoupleArea } from "@shared/schemas/collaboration";
import { RequireAuth } from "@client/components/layout/require-auth";
import { PageSpinner } from "@client/components/ui/spinner";
import { getActingFor, setActingFor } from "@client/lib/acting-for";
import { useSession } from "@client/lib/session";
import { useActingForGrant } from "@client/features/contributors/api/contributors-api";

export type HelperView = { coupleId: string; coupleNames: string; level: AccessLevel; viewerName: string };

/**
 * A couple's planning page that their helpers may open too (issue #13): `?couple={id}` (from a
 * contributor's dashboard) makes this tab act for that couple; a couple opening its own page works for
 * itself, whatever this tab did before. A helper sees the page only with the area shared; the server
 * still decides every request.
 */
export function CoupleAreaRoute({
  area,
  thing,
  sharedThing,
  couple,
  helper,
}: {
  area: CoupleArea;
  /** "this budget" — in "You don't have access to this budget". */
  thing: string;
  /** "their budget" — in "Ava & Noah haven't shared their budget with you". */
  sharedThing: string;
  couple: (viewer: { id: string; name: string }) => ReactNode;
  helper: (view: HelperView) => ReactNode;
}) {
  const [params] = useSearchParams();
  const { user } = useSession();
  const named = params.get("couple");
  if (named) setActingFor(named);
  else if (user?.kind === "couple") setActingFor(null);
  const actingFor = getActingFor();
  if (user && actingFor && actingFor !== user.id)
    return (
      <HelperGate
        coupleId={actingFor}
        viewerName={user.name}
        area={area}
        thing={thing}
        sharedThing={sharedThing}
        render={helper}
      />
    );
  return <RequireAuth kind="couple">{couple({ id: user?.id ?? "", name: user?.name ?? "" })}</RequireAuth>;
}

function HelperGate({
  coupleId,
  viewerName,
  area,
  thing,
  sharedThing,
  render,
}: {
  coupleId: string;
  viewerName: string;
  area: CoupleArea;
  thing: string;
  sharedThing: string;
  render: (view: HelperView) => ReactNode;
}) {
  const grant = useActingForGrant(coupleId);
  if (grant.isPending) return <PageSpinner />;
  const level = grant.data?.areas[area];
  if (grant.isError || !level)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">
          {grant.isError
            ? `You don't have access to ${thing}`
            : `${grant.data.coupleNames} haven't shared ${sharedThing} with you`}
        </h1>
        {grant.isError && (
          <p className="mt-3 text-body text-muted">The couple may have changed what they share with you.</p>
        )}
        <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
          Go to your dashboard
        </a>
      </div>
    );
  return render({ coupleId, coupleNames: grant.data.coupleNames, level, viewerName });
}
