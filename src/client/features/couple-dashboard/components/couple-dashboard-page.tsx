import { Button } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { PendingState } from "@client/components/ui/pending-state";
import { useSession } from "@client/lib/session";
import { useCoupleDashboard } from "../api/couple-dashboard-api";
import { BudgetGlanceCard } from "./budget-glance-card";
import { DashboardHero } from "./dashboard-hero";
import { MessagesCard } from "./messages-card";
import { NextTasksCard } from "./next-tasks-card";
import { RsvpCard } from "./rsvp-card";
import { SavedVenuesCard } from "./saved-venues-card";
import { ToolTiles } from "./tool-tiles";

/**
 * `/couple-dashboard` (issue #14): the countdown, the budget at a glance, RSVP counts, saved venues,
 * recent messages and a way into every tool. One request. `onAskJune` opens June's chat (composed by the
 * route: a feature does not reach into another).
 */
export function CoupleDashboardPage({ onAskJune }: { onAskJune: () => void }) {
  const { user } = useSession();
  const dashboard = useCoupleDashboard();
  if (dashboard.isPending)
    return (
      <PendingState query={dashboard}>
        <PageSpinner />
      </PendingState>
    );
  if (dashboard.isError)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-3xl text-ink">We couldn't load your dashboard</h1>
        <p className="mt-3 text-muted">{dashboard.error.message}</p>
        <Button className="mt-6" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  const d = dashboard.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8 sm:py-12">
      <DashboardHero profile={d.profile} userName={user?.name ?? ""} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <BudgetGlanceCard budget={d.budget} />
        <RsvpCard rsvp={d.rsvp} />
        <SavedVenuesCard saved={d.savedVenues} cityId={d.profile?.cityId ?? null} />
        <MessagesCard messages={d.messages} />
        <NextTasksCard tasks={d.tasks} />
      </div>
      <div className="mt-10">
        <ToolTiles onAskJune={onAskJune} />
      </div>
    </div>
  );
}
