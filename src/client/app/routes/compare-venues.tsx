import { RequireAuth } from "@client/components/layout/require-auth";
import { CompareVenuesPage } from "@client/features/venues/components/compare-venues-page";

/** /compare-venues?venues=a,b,c: a couple's saved venues side by side. */
export default function CompareVenuesRoute() {
  return (
    <RequireAuth kind="couple">
      <CompareVenuesPage />
    </RequireAuth>
  );
}
