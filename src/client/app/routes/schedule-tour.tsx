import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { ScheduleTourPage } from "@client/features/tours/components/schedule-tour-page";

/** /schedule-tour?venue=slug&slot=id[&reschedule=bookingId]: confirm the chosen time (couples). */
export default function ScheduleTourRoute() {
  const [params] = useSearchParams();
  return (
    <RequireAuth kind="couple">
      <ScheduleTourPage
        slug={params.get("venue")}
        slotId={params.get("slot")}
        rescheduleId={params.get("reschedule")}
      />
    </RequireAuth>
  );
}
