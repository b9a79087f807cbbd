import { RotateCcw, Square, Wand2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  AI_WRITER_NOTES_MAX,
  AI_WRITER_TONES,
  aiWriterToneLabels,
  type AiWriterTone,
} from "@shared/schemas/vendor-ai";
import { streamDraft, type DraftSource } from "@client/lib/ai-drafts";
import { messageOf } from "@client/lib/api";
import { Button } from "../ui/button";
import { cx } from "../ui/class-names";
import { TextAreaField } from "../ui/field";

export type AiWriterProps = {
  /** The request for a draft with the chosen options, or a message saying what to fill in first. */
  sourceFor: (options: { tone: AiWriterTone; notes: string; attempt: number }) => DraftSource | string;
  /** "description", "reply": used in the labels ("Use this description"). */
  noun: string;
  /** The owner's field the draft goes into ("Use this …"; Undo puts back what it held). */
  field: { get: () => string; set: (text: string) => void };
  notesHint: string;
  /** Where the draft comes from, said above the options. */
  source: string;
};

type State =
  | { status: "idle" }
  | { status: "writing"; text: string }
  | { status: "done"; text: string }
  | { status: "failed"; text: string; message: string };

/**
 * The AI writer (issue #3, /ai-vendor-tools): tone, optional notes, a streamed draft the owner reads, then
 * "Use this …" puts it into their field (Undo puts the old text back). It never saves or sends anything.
 */
export default function AiWriterPanel({ sourceFor, noun, field, notesHint, source }: AiWriterProps) {
  const [tone, setTone] = useState<AiWriterTone>("warm");
  const [notes, setNotes] = useState("");
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: "idle" });
  const [replaced, setReplaced] = useState<string | null>(null);
  /** What to fill in before the writer can start (the draft, if any, stays). */
  const [notice, setNotice] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const toneName = useId();
  useEffect(() => () => abortRef.current?.abort(), []);

  async function write(nextAttempt: number) {
    const request = sourceFor({ tone, notes: notes.trim(), attempt: nextAttempt });
    setNotice(typeof request === "string" ? request : null);
    if (typeof request === "string") return;
    abortRef.current?.abort();
    const abort = new AbortController();
    abortRef.current = abort;
    setAttempt(nextAttempt);
    setReplaced(null);
    setState({ status: "writing", text: "" });
    try {
      const text = await streamDraft(
        request,
        (soFar) => setState({ status: "writing", text: soFar }),
        abort.signal,
      );
      setState({ status: "done", text });
    } catch (err) {
      if (abort.signal.aborted) return;
      setState((s) => ({ status: "failed", text: "text" in s ? s.text : "", message: messageOf(err) }));
    }
  }

  function stop() {
    abortRef.current?.abort();
    setState((s) =>
      "text" in s && s.text.trim() ? { status: "done", text: s.text.trim() } : { status: "idle" },
    );
  }

  const writing = state.status === "writing";
  const draft = "text" in state ? state.text : "";
  const problem = notice ?? (state.status === "failed" ? state.message : null);

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-rose/20 bg-blush/25 p-4 sm:p-5">
      <p className="text-sm text-muted">
        {source} Read it, change what you like: nothing is saved or sent until you do it yourself.
      </p>
      <fieldset className="flex flex-col gap-2" disabled={writing}>
        <legend className="mb-2 text-sm font-medium text-ink">Tone</legend>
        <div className="flex flex-wrap gap-2">
          {AI_WRITER_TONES.map((t) => (
            <label
              key={t}
              className={cx(
                "cursor-pointer rounded-full border px-3.5 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose",
                tone === t
                  ? "border-rose bg-rose text-white"
                  : "border-line bg-white text-ink hover:border-rose/50",
              )}
            >
              <input
                type="radio"
                name={toneName}
                value={t}
                checked={tone === t}
                onChange={() => setTone(t)}
                className="sr-only"
              />
              {aiWriterToneLabels[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Anything to include? (optional)"
        rows={2}
        className="[&_textarea]:min-h-16"
        maxLength={AI_WRITER_NOTES_MAX}
        value={notes}
        disabled={writing}
        onChange={(e) => setNotes(e.target.value)}
        hint={notesHint}
      />
      <div className="flex flex-wrap gap-2">
        {writing ? (
          <Button variant="secondary" size="sm" onClick={stop}>
            <Square className="size-3.5" aria-hidden /> Stop
          </Button>
        ) : !draft ? (
          <Button size="sm" onClick={() => void write(0)}>
            <Wand2 className="size-4" aria-hidden /> Write a draft
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => void write(attempt + 1)}>
            <RotateCcw className="size-4" aria-hidden /> Try another version
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      {draft && (
        <div className="flex flex-col gap-3">
          <div
            role="region"
            aria-label={`Draft ${noun}`}
            aria-live="polite"
            aria-busy={writing}
            className="max-h-80 overflow-y-auto whitespace-pre-line rounded-xl border border-line bg-white p-4 text-body leading-relaxed text-ink"
          >
            {draft}
            {writing && (
              <span
                className="ml-0.5 inline-block h-4 w-0.5 animate-pulse bg-rose align-middle"
                aria-hidden
              />
            )}
          </div>
          {state.status === "done" && (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                size="sm"
                onClick={() => {
                  setReplaced(field.get());
                  field.set(state.text);
                }}
              >
                Use this {noun}
              </Button>
              {replaced !== null && (
                <p className="flex items-center gap-2 text-sm text-muted" role="status">
                  Your {noun} now holds this draft.
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => {
                      field.set(replaced);
                      setReplaced(null);
                    }}
                  >
                    Undo
                  </Button>
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
