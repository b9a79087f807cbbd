import { RequireAuth } from "@client/components/layout/require-auth";
import { CompareVenuesPage } from "@client/features/venues/components/compare-venues-page";
import { QuestionnaireCompareRows } from "@client/features/questions/components/questionnaire-compare-rows";

/** /compare-venues?venues=a,b,c: a couple's saved venues side by side, with their questionnaire answers. */
export default function CompareVenuesRoute() {
  return (
    <RequireAuth kind="couple">
      <CompareVenuesPage
        extraRows={(venueIds, cells) => (
          <QuestionnaireCompareRows venueIds={venueIds} labelClass={cells.label} valueClass={cells.value} />
        )}
      />
    </RequireAuth>
  );
}
