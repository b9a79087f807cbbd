import { Link } from "@client/lib/router-link";
import type { QuestionnaireQuestion } from "@shared/schemas/questions";
import { formatAnswer } from "@shared/rules/venue-questionnaire";
import { useQuestionnaireCompare } from "../api/questions-api";

/**
 * The venues' questionnaire answers as rows of the compare table (issue #15): one row per question asked
 * of any of them, in the order first asked; "Not asked" / "Not answered yet" where there is nothing.
 */
export function QuestionnaireCompareRows({
  venueIds,
  labelClass,
  valueClass,
}: {
  venueIds: string[];
  labelClass: string;
  valueClass: string;
}) {
  const query = useQuestionnaireCompare(venueIds);
  if (!query.isSuccess || query.data.length === 0) return null;
  const byVenue = new Map(query.data.map((q) => [q.venueId, q]));
  const questions = new Map<string, QuestionnaireQuestion>();
  for (const q of query.data)
    for (const question of q.questions)
      if (!questions.has(question.key)) questions.set(question.key, question);
  return (
    <>
      <tr className="border-t border-line bg-cream/50">
        <th scope="rowgroup" colSpan={venueIds.length + 1} className="px-3 py-2 text-left sm:px-5">
          <span className="sticky left-3 inline-block font-serif text-lg font-normal text-ink">
            Your questionnaire
          </span>
        </th>
      </tr>
      {[...questions.values()].map((question) => (
        <tr key={question.key} className="border-t border-line">
          <th scope="row" className={labelClass}>
            {question.text}
          </th>
          {venueIds.map((venueId) => {
            const q = byVenue.get(venueId);
            const asked = q?.questions.find((x) => x.key === question.key);
            return (
              <td key={venueId} className={valueClass}>
                {!q || !asked ? (
                  <span className="text-sm text-muted">Not asked</span>
                ) : !q.answers ? (
                  <Link
                    to={`/venue-questionnaire/${q.questionnaireId}`}
                    className="text-sm text-muted underline"
                  >
                    Not answered yet
                  </Link>
                ) : (
                  formatAnswer(asked.kind, q.answers[question.key])
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </>
  );
}
