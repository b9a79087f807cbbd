import { RequireAuth } from "@client/components/layout/require-auth";
import { PlanningCallsPage } from "@client/features/june/components/calls/planning-calls-page";

export default function IntakeSchedulingRoute() {
  return (
    <RequireAuth kind="couple">
      <PlanningCallsPage />
    </RequireAuth>
  );
}
