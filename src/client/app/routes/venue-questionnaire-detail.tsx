import { useParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { QuestionnaireView } from "@client/features/questions/components/questionnaire-view";

/**
 * /venue-questionnaire/:id: one questionnaire, for the couple who sent it and the venue's owner who
 * answers it (the server decides who may read it; anyone else sees "not found").
 */
export default function VenueQuestionnaireDetailRoute() {
  const { id = "" } = useParams();
  return (
    <RequireAuth>
      <QuestionnaireView id={id} />
    </RequireAuth>
  );
}
