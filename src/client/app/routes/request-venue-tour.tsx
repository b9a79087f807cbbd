import { useSearchParams } from "react-router";
import { RequestTourPage } from "@client/features/tours/components/request-tour-page";

/** /request-venue-tour[?venue=slug]: how tours work + a venue picker (the chosen venue lives in the URL). */
export default function RequestVenueTourRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <RequestTourPage
      selectedSlug={params.get("venue")}
      onSelect={(slug) => setParams({ venue: slug }, { replace: true, preventScrollReset: true })}
    />
  );
}
