import { PlanningQuizPage } from "@client/features/planning-quiz/components/planning-quiz-page";

/** /planning-quiz: the style quiz; anyone may take it, couples save it (issue #15). */
export default function PlanningQuizRoute() {
  return <PlanningQuizPage />;
}
