import { useState } from "react";
import { Link } from "@client/lib/router-link";
import type { Questionnaire, QuestionnaireQuestion } from "@shared/schemas/questions";
import { formatAnswer } from "@shared/rules/venue-questionnaire";
import { Button } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useAnswerQuestionnaire, useQuestionnaire } from "../api/questions-api";

/**
 * /venue-questionnaire/:id (issue #15): the couple reads the questions and answers; the venue's owner
 * (from the link in their inquiry inbox) answers them.
 */
export function QuestionnaireView({ id }: { id: string }) {
  const query = useQuestionnaire(id);
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">
          {query.error instanceof ApiError && query.error.status === 404
            ? "Questionnaire not found"
            : "We couldn't load the questionnaire"}
        </h1>
        <p className="mt-2 text-body text-muted">{messageOf(query.error)}</p>
      </div>
    );
  const q = query.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">Venue questionnaire</p>
      <h1 className="mt-1 font-serif text-title text-ink">
        {q.role === "owner" ? `Questions from ${q.coupleName}` : q.venue.name}
      </h1>
      <p className="mt-2 text-body text-muted">
        {q.role === "owner"
          ? `For ${q.venue.name}. Answer what you can; ${q.coupleName} will see your answers beside the other venues they compare.`
          : q.status === "answered"
            ? "The venue answered your questions."
            : "Sent. The venue hasn't answered yet; you'll see a message in your inquiry when they do."}
      </p>
      {q.role === "owner" ? (
        <AnswerForm questionnaire={q} />
      ) : (
        <>
          <dl className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
            {q.questions.map((question) => (
              <div key={question.key} className="grid gap-1 px-4 py-3 sm:grid-cols-2 sm:gap-4">
                <dt className="text-body text-ink">{question.text}</dt>
                <dd className="text-body font-medium text-ink">
                  {formatAnswer(question.kind, q.answers?.[question.key])}
                </dd>
              </div>
            ))}
          </dl>
          <Link to="/venue-questionnaire" className="mt-6 inline-block text-rose underline">
            All your questionnaires
          </Link>
        </>
      )}
    </div>
  );
}

type Raw = Record<string, string>;

const initialOf = (q: Questionnaire): Raw =>
  Object.fromEntries(
    q.questions.map((question) => {
      const v = q.answers?.[question.key];
      if (v === null || v === undefined) return [question.key, ""];
      if (question.kind === "money" && typeof v === "number") return [question.key, (v / 100).toFixed(2)];
      if (question.kind === "yes_no") return [question.key, v ? "yes" : "no"];
      return [question.key, String(v)];
    }),
  );

/** The form's strings as the API's values; a field that can't be read gets an error instead. */
function toValues(questions: QuestionnaireQuestion[], raw: Raw) {
  const values: Record<string, string | number | boolean | null> = {};
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const s = (raw[q.key] ?? "").trim();
    if (s === "") values[q.key] = null;
    else if (q.kind === "yes_no") values[q.key] = s === "yes";
    else if (q.kind === "number") {
      const n = Number(s.replaceAll(",", ""));
      if (!Number.isInteger(n) || n < 0) errors[q.key] = "Enter a whole number.";
      else values[q.key] = n;
    } else if (q.kind === "money") {
      const n = Number(s.replace(/[$,\s]/g, ""));
      if (!Number.isFinite(n) || n < 0) errors[q.key] = "Enter an amount in dollars, like 1250 or 1250.50.";
      else values[q.key] = Math.round(n * 100);
    } else values[q.key] = s;
  }
  return { values, errors };
}

function AnswerForm({ questionnaire }: { questionnaire: Questionnaire }) {
  const [raw, setRaw] = useState<Raw>(() => initialOf(questionnaire));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answer = useAnswerQuestionnaire(questionnaire.id);
  const set = (key: string, value: string) => setRaw((r) => ({ ...r, [key]: value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const { values, errors: local } = toValues(questionnaire.questions, raw);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    answer.mutate(values, {
      onSuccess: () => toast.success("Answers sent"),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        else toast.error("Your answers were not sent", { description: messageOf(err) });
      },
    });
  };
  const control =
    "mt-1 w-full rounded-xl border border-line bg-white px-3 py-2 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20 aria-[invalid=true]:border-red-600";
  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
      {questionnaire.status === "answered" && (
        <p className="rounded-2xl bg-sage-light/60 px-4 py-3 text-sm text-ink">
          You answered on {new Date(questionnaire.answeredAt!).toLocaleDateString("en-US")}. You can correct
          your answers and send them again.
        </p>
      )}
      {questionnaire.questions.map((q, i) => {
        const id = `answer-${i}`;
        const error = errors[q.key];
        const described = error ? `${id}-error` : undefined;
        return (
          <div key={q.key} className="rounded-2xl border border-line bg-white p-4">
            {q.kind === "yes_no" ? (
              <fieldset aria-describedby={described}>
                <legend className="text-body font-medium text-ink">{q.text}</legend>
                <div className="mt-2 flex gap-4">
                  {(["yes", "no"] as const).map((v) => (
                    <label key={v} className="flex items-center gap-2 text-body text-ink">
                      <input
                        type="radio"
                        name={id}
                        value={v}
                        className="size-4 accent-rose"
                        checked={raw[q.key] === v}
                        onChange={() => set(q.key, v)}
                      />
                      {v === "yes" ? "Yes" : "No"}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <>
                <label htmlFor={id} className="text-body font-medium text-ink">
                  {q.text}
                </label>
                {q.kind === "text" ? (
                  <textarea
                    id={id}
                    rows={2}
                    maxLength={1000}
                    value={raw[q.key] ?? ""}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={described}
                    onChange={(e) => set(q.key, e.target.value)}
                    className={control}
                  />
                ) : (
                  <div className="relative">
                    {q.kind === "money" && (
                      <span
                        className="pointer-events-none absolute left-3 top-3 text-body text-muted"
                        aria-hidden
                      >
                        $
                      </span>
                    )}
                    <input
                      id={id}
                      inputMode={q.kind === "money" ? "decimal" : "numeric"}
                      value={raw[q.key] ?? ""}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={described}
                      onChange={(e) => set(q.key, e.target.value)}
                      className={`${control} ${q.kind === "money" ? "pl-7" : ""} sm:max-w-60`}
                    />
                  </div>
                )}
              </>
            )}
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <Button type="submit" isLoading={answer.isPending}>
          {questionnaire.status === "answered" ? "Update answers" : "Send answers"}
        </Button>
      </div>
    </form>
  );
}
