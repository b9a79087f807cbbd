import { RequireAuth } from "@client/components/layout/require-auth";
import { SmartQuestionsPage } from "@client/features/questions/components/smart-questions-page";

/** /planning/smart-questions?category=: what to ask each vendor, with the couple's notes (issue #15). */
export default function SmartQuestionsRoute() {
  return (
    <RequireAuth kind="couple">
      <SmartQuestionsPage />
    </RequireAuth>
  );
}
