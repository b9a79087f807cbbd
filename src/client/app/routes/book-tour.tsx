import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { BookTourPage } from "@client/features/tours/components/book-tour-page";

/** /book-tour?venue=slug[&reschedule=bookingId]: the venue's open tour times (couples). */
export default function BookTourRoute() {
  const [params] = useSearchParams();
  return (
    <RequireAuth kind="couple">
      <BookTourPage slug={params.get("venue")} rescheduleId={params.get("reschedule")} />
    </RequireAuth>
  );
}
