import { useEffect, useState } from "react";
import { Link } from "@client/lib/router-link";
import { Plus, Trash2 } from "lucide-react";
import {
  MAX_QUESTIONNAIRE_QUESTIONS,
  questionKinds,
  type QuestionKind,
  type QuestionnaireQuestion,
} from "@shared/schemas/questions";
import { Button } from "@client/components/ui/button";
import { SelectField } from "@client/components/ui/field";
import { PageSpinner } from "@client/components/ui/spinner";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useMyQuestionnaires, useQuestionnaireTemplate, useSendQuestionnaire } from "../api/questions-api";

export const kindLabels: Record<QuestionKind, string> = {
  text: "Text",
  yes_no: "Yes / no",
  number: "Number",
  money: "Amount ($)",
};

type Draft = QuestionnaireQuestion & { chosen: boolean };

/** /venue-questionnaire (issue #15): send a venue you inquired with structured questions; see the answers. */
/** The couple's inquiries as the route reads them (the inquiries feature's query). */
export type VenueInquiries =
  | { isPending: true; isError: false; error: null; data: undefined }
  | { isPending: false; isError: true; error: unknown; data: undefined }
  | {
      isPending: false;
      isError: false;
      error: null;
      data: { id: string; listingKind: string; listing: { name: string } }[];
    };

export function VenueQuestionnairePage({ inquiries }: { inquiries: VenueInquiries }) {
  const sent = useMyQuestionnaires();
  const template = useQuestionnaireTemplate();
  if (inquiries.isPending || sent.isPending || template.isPending) return <PageSpinner />;
  if (inquiries.isError || sent.isError || template.isError)
    return (
      <p role="alert" className="mx-auto mt-16 max-w-md px-6 text-center text-body text-ink">
        We couldn&rsquo;t load your questionnaires.{" "}
        {messageOf(inquiries.error ?? sent.error ?? template.error)}
      </p>
    );
  const asked = new Set(sent.data.map((q) => q.inquiryId));
  const open = inquiries.data.filter((i) => i.listingKind === "venue" && !asked.has(i.id));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">Planning</p>
      <h1 className="mt-1 font-serif text-title text-ink">Venue questionnaire</h1>
      <p className="mt-2 text-body text-muted">
        Send a venue you inquired with the questions that matter to you. Their answers appear here and side by
        side when you{" "}
        <Link to="/compare-venues" className="text-rose underline">
          compare venues
        </Link>
        .
      </p>

      <section aria-labelledby="sent-heading" className="mt-8">
        <h2 id="sent-heading" className="font-serif text-xl text-ink">
          Sent
        </h2>
        {sent.data.length === 0 ? (
          <p className="mt-2 text-body text-muted">You haven&rsquo;t sent a questionnaire yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {sent.data.map((q) => (
              <li key={q.id}>
                <Link
                  to={`/venue-questionnaire/${q.id}`}
                  className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-white px-4 py-3 hover:border-rose"
                >
                  <span className="text-body font-medium text-ink">{q.venue.name}</span>
                  <span
                    className={
                      q.status === "answered"
                        ? "rounded-full bg-sage-light px-3 py-0.5 text-xs font-semibold text-ink"
                        : "rounded-full bg-cream px-3 py-0.5 text-xs font-semibold text-ink"
                    }
                  >
                    {q.status === "answered" ? "Answered" : "Sent"}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-heading" className="mt-10">
        <h2 id="new-heading" className="font-serif text-xl text-ink">
          New questionnaire
        </h2>
        {open.length === 0 ? (
          <p className="mt-2 text-body text-muted">
            {inquiries.data.some((i) => i.listingKind === "venue")
              ? "Every venue you inquired with has a questionnaire already."
              : "Inquire with a venue first; then you can send it your questions here."}{" "}
            <Link to="/venues" className="text-rose underline">
              Browse venues
            </Link>
          </p>
        ) : (
          <Composer
            inquiries={open.map((i) => ({ id: i.id, name: i.listing.name }))}
            template={template.data.questions}
          />
        )}
      </section>
    </div>
  );
}

function Composer({
  inquiries,
  template,
}: {
  inquiries: { id: string; name: string }[];
  template: QuestionnaireQuestion[];
}) {
  const [inquiryId, setInquiryId] = useState(inquiries[0]?.id ?? "");
  const [drafts, setDrafts] = useState<Draft[]>(() => template.map((q) => ({ ...q, chosen: true })));
  const send = useSendQuestionnaire();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!inquiries.some((i) => i.id === inquiryId)) setInquiryId(inquiries[0]?.id ?? "");
  }, [inquiries, inquiryId]);
  const chosen = drafts.filter((d) => d.chosen);
  const update = (i: number, patch: Partial<Draft>) =>
    setDrafts((ds) => ds.map((d, j) => (j === i ? { ...d, ...patch } : d)));

  const submit = () => {
    setError(null);
    if (chosen.length === 0) return setError("Choose at least one question.");
    if (chosen.length > MAX_QUESTIONNAIRE_QUESTIONS)
      return setError(`Choose at most ${MAX_QUESTIONNAIRE_QUESTIONS} questions.`);
    if (chosen.some((d) => d.text.trim() === "")) return setError("Write every chosen question.");
    const venue = inquiries.find((i) => i.id === inquiryId)?.name ?? "the venue";
    // mutateAsync, not mutate's callbacks: sending refetches the sent list, and when this was the last venue
    // without a questionnaire the form unmounts before mutate's onSuccess, which then never told the couple.
    send
      .mutateAsync({
        inquiryId,
        questions: chosen.map(({ key, text, kind }) => ({ key, text: text.trim(), kind })),
      })
      .then(
        () => toast.success(`Questionnaire sent to ${venue}`),
        (err: unknown) => setError(messageOf(err)),
      );
  };

  return (
    <div className="mt-3 flex flex-col gap-4">
      <SelectField label="Venue" value={inquiryId} onChange={(e) => setInquiryId(e.target.value)}>
        {inquiries.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="text-sm font-medium text-ink">
          Questions ({chosen.length} of at most {MAX_QUESTIONNAIRE_QUESTIONS})
        </legend>
        <ul className="mt-2 flex flex-col gap-2">
          {drafts.map((d, i) => (
            <li key={d.key} className="rounded-2xl border border-line bg-white p-3">
              <div className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-3 size-5 accent-rose"
                  checked={d.chosen}
                  aria-label={`Ask: ${d.text || "new question"}`}
                  onChange={(e) => update(i, { chosen: e.target.checked })}
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row">
                  <input
                    aria-label={`Question ${i + 1}`}
                    value={d.text}
                    maxLength={300}
                    onChange={(e) => update(i, { text: e.target.value })}
                    className="min-w-0 flex-1 rounded-xl border border-line px-3 py-2 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
                  />
                  <select
                    aria-label={`Kind of answer to question ${i + 1}`}
                    value={d.kind}
                    onChange={(e) => update(i, { kind: e.target.value as QuestionKind })}
                    className="rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink sm:w-36"
                  >
                    {questionKinds.map((k) => (
                      <option key={k} value={k}>
                        {kindLabels[k]}
                      </option>
                    ))}
                  </select>
                </div>
                {d.key.startsWith("own-") && (
                  <button
                    type="button"
                    className="mt-2 rounded-full p-1 text-muted hover:text-rose"
                    aria-label={`Remove question ${i + 1}`}
                    onClick={() => setDrafts((ds) => ds.filter((_, j) => j !== i))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          disabled={drafts.length >= 40}
          onClick={() =>
            setDrafts((ds) => [
              ...ds,
              { key: `own-${Date.now().toString(36)}`, text: "", kind: "text", chosen: true },
            ])
          }
        >
          <Plus className="size-4" aria-hidden /> Add your own question
        </Button>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <Button onClick={submit} isLoading={send.isPending}>
          Send questionnaire
        </Button>
      </div>
    </div>
  );
}
