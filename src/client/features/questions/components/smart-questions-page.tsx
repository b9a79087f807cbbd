import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Lightbulb, Printer } from "lucide-react";
import { cityById, vendorCategories } from "@shared/catalog";
import {
  questionCategorySlugs,
  type QuestionNoteInput,
  type SmartQuestions,
} from "@shared/schemas/questions";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { PageSpinner } from "@client/components/ui/spinner";
import { messageOf } from "@client/lib/api";
import { useQuestionNotes, useSaveNote, useSmartQuestions } from "../api/questions-api";

type SmartQuestion = SmartQuestions["questions"][number];

const categoryName = (slug: string) =>
  slug === "venues" ? "Venues" : (vendorCategories.find((c) => c.slug === slug)?.name ?? slug);

/** On paper: only the questions, the answers noted and the vendor's name (site chrome hidden). */
const PRINT_CSS = `@media print {
  header, footer, nav, aside, [data-print-hide] { display: none !important; }
  body { background: white !important; }
  [data-print-sheet] { max-width: none !important; padding: 0 !important; }
  [data-print-sheet] li { break-inside: avoid; }
}`;

/** /planning/smart-questions (issue #15): what to ask each vendor, chosen for the couple, with notes. */
export function SmartQuestionsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("category") ?? "photographers";
  const category = (questionCategorySlugs as readonly string[]).includes(asked) ? asked : "photographers";
  const [subject, setSubject] = useState("");
  const query = useSmartQuestions(category);
  const listId = useId();
  // The notes load once the name stops changing for a moment, not on every keystroke.
  const [settled, setSettled] = useState("");
  useEffect(() => {
    const t = setTimeout(() => setSettled(subject.trim()), 400);
    return () => clearTimeout(t);
  }, [subject]);

  return (
    <div data-print-sheet className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <style>{PRINT_CSS}</style>
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">Planning</p>
      <h1 className="mt-1 font-serif text-title text-ink">Smart questions</h1>
      <p className="mt-2 text-body text-muted">
        What to ask each vendor, chosen for your situation by June&rsquo;s engine. Note their answers as you
        talk, and print the list for meetings.
      </p>

      <div data-print-hide className="mt-6 grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind of vendor"
          value={category}
          onChange={(e) => {
            setParams({ category: e.target.value }, { replace: true });
            setSubject("");
          }}
        >
          {questionCategorySlugs.map((slug) => (
            <option key={slug} value={slug}>
              {categoryName(slug)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Vendor you're talking to"
          value={subject}
          maxLength={120}
          list={listId}
          placeholder="e.g. Golden Hour Photography"
          hint="Name them to note their answers."
          onChange={(e) => setSubject(e.target.value)}
        />
        <datalist id={listId}>
          {[...new Set([...(query.data?.suggestedSubjects ?? []), ...(query.data?.notedSubjects ?? [])])].map(
            (s) => (
              <option key={s} value={s} />
            ),
          )}
        </datalist>
      </div>

      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <p role="alert" className="mt-8 rounded-2xl bg-cream px-4 py-3 text-body text-ink">
          We couldn&rsquo;t load the questions. {messageOf(query.error)}{" "}
          <button type="button" className="text-rose underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-serif text-xl text-ink">
              {categoryName(category)}
              {subject.trim() && <span className="text-muted"> · {subject.trim()}</span>}
            </h2>
            <Button data-print-hide variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden /> Print
            </Button>
          </div>
          <SituationLine situation={query.data.situation} />
          <QuestionList category={category} subject={settled} questions={query.data.questions} />
        </>
      )}
    </div>
  );
}

function SituationLine({ situation }: { situation: SmartQuestions["situation"] }) {
  const facts = [
    situation.guestCount ? `${situation.guestCount} guests` : null,
    situation.season ? `a ${situation.season} wedding` : null,
    situation.outdoor ? "outdoor space" : null,
    situation.budget ? `a ${situation.budget} budget` : null,
    situation.cityId ? (cityById(situation.cityId)?.displayName ?? null) : null,
  ].filter(Boolean);
  return (
    <p data-print-hide className="mt-2 text-sm text-muted">
      {facts.length > 0
        ? `Chosen for ${facts.join(", ")}.`
        : "Add your guest count, date and budget to your profile for questions chosen for you."}
    </p>
  );
}

function QuestionList({
  category,
  subject,
  questions,
}: {
  category: string;
  subject: string;
  questions: SmartQuestion[];
}) {
  const notes = useQuestionNotes(category, subject);
  const byKey = new Map((notes.data?.notes ?? []).map((n) => [n.questionKey, n.answer]));
  return (
    <ol className="mt-4 flex flex-col gap-3">
      {questions.map((q, i) => (
        <li key={q.key} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
          <p className="text-body font-medium text-ink">
            <span className="mr-2 text-muted">{i + 1}.</span>
            {q.text}
          </p>
          {q.why && (
            <p className="mt-2 flex items-start gap-2 text-sm text-ink">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>
                <span className="sr-only">Why this question: </span>
                {q.why}
              </span>
            </p>
          )}
          {subject && (
            <NoteField
              key={`${subject.toLowerCase()}:${q.key}:${notes.isSuccess}`}
              category={category}
              subject={subject}
              question={q}
              saved={byKey.get(q.key) ?? ""}
              isReady={notes.isSuccess}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

function NoteField({
  category,
  subject,
  question,
  saved,
  isReady,
}: {
  category: string;
  subject: string;
  question: SmartQuestion;
  saved: string;
  isReady: boolean;
}) {
  const [value, setValue] = useState(saved);
  const save = useSaveNote();
  useEffect(() => setValue(saved), [saved]);
  const id = useId();
  const commit = () => {
    if (value.trim() === saved.trim()) return;
    save.mutate({
      categorySlug: category as QuestionNoteInput["categorySlug"],
      subject,
      questionKey: question.key,
      answer: value.trim(),
    });
  };
  return (
    <div className="mt-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {subject}&rsquo;s answer
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={2000}
        disabled={!isReady}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={commit}
        className="mt-1 w-full rounded-xl border border-line bg-white px-3 py-2 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
      />
      <p className="h-4 text-xs text-muted" aria-live="polite">
        {save.isPending ? "Saving…" : save.isSuccess ? "Saved" : ""}
      </p>
    </div>
  );
}
