import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { TourSuccessPage } from "@client/features/tours/components/tour-success-page";

/** /tour-success?booking=id[&moved=1]: the booked (or moved) tour (couples). */
export default function TourSuccessRoute() {
  const [params] = useSearchParams();
  return (
    <RequireAuth kind="couple">
      <TourSuccessPage bookingId={params.get("booking")} isMoved={params.get("moved") === "1"} />
    </RequireAuth>
  );
}
