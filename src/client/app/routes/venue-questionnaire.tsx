import { RequireAuth } from "@client/components/layout/require-auth";
import { useMyInquiries } from "@client/features/inquiries/api/inquiries-api";
import {
  VenueQuestionnairePage,
  type VenueInquiries,
} from "@client/features/questions/components/venue-questionnaire-page";

/** /venue-questionnaire: the couple's questionnaires to venues (issue #15), on their venue inquiries. */
export default function VenueQuestionnaireRoute() {
  return (
    <RequireAuth kind="couple">
      <WithInquiries />
    </RequireAuth>
  );
}

function WithInquiries() {
  const inquiries = useMyInquiries();
  return <VenueQuestionnairePage inquiries={inquiries as VenueInquiries} />;
}
