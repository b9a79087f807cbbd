import { Mic, Volume2, VolumeX } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { cities } from "@shared/catalog";
import { localToday } from "@shared/rules/wedding-countdown";
import type { JuneIntakeDraft, JuneIntakeLine, JuneIntakeProgress } from "@shared/schemas/june-intake";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { useDictation } from "../../hooks/use-dictation";
import { intakeSteps } from "./intake-steps";

type Line = JuneIntakeLine;

/** The transcript kept for a resume: the latest lines (the server keeps at most 80). */
const KEPT_LINES = 60;

function speak(text: string) {
  if (!("speechSynthesis" in window)) return;
  window.speechSynthesis.cancel();
  const u = new SpeechSynthesisUtterance(text);
  u.lang = "en-US";
  window.speechSynthesis.speak(u);
}

/**
 * June's interview: one question at a time, answered by voice (where the browser can listen) or by typing.
 * Each answer is checked for the question asked; one that answers something else gets a short re-ask and
 * is not stored (issue #18). Answers only fill a draft; the review card saves it after the couple checks
 * it. After every answer the place is reported (`onProgress`), so a reload resumes here.
 */
export function IntakeInterview({
  initial,
  resume,
  onProgress,
  onDone,
}: {
  initial: JuneIntakeDraft;
  /** Where an interview under way was left: its question and conversation. */
  resume?: { step: number; transcript: Line[] } | undefined;
  onProgress: (progress: JuneIntakeProgress) => void;
  onDone: (draft: JuneIntakeDraft) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [index, setIndex] = useState(() => Math.min(resume?.step ?? 0, intakeSteps.length - 1));
  const [answer, setAnswer] = useState("");
  /** June's re-ask after an answer to another question; shown in place of the question until answered. */
  const [reAsk, setReAsk] = useState<string | null>(null);
  const [lines, setLines] = useState<Line[]>(() =>
    resume?.transcript.length
      ? [...resume.transcript, { from: "june", text: "Welcome back! Let's pick up where we left off." }]
      : [
          {
            from: "june",
            text: initial.partner1Name
              ? "Hi again! Let's check your wedding details together — six quick questions, and you can review everything before I save it."
              : "Hi! I'm June. Six quick questions and I'll know your wedding — you can review everything before I save it.",
          },
        ],
  );
  const [isSpeaking, setSpeaking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const id = useId();
  const step = intakeSteps[index]!;
  const submitRef = useRef<(text: string) => void>(() => undefined);
  const dictation = useDictation((heard) => {
    setAnswer(heard);
    submitRef.current(heard);
  });

  useEffect(() => {
    if (isSpeaking) speak(step.question);
  }, [step, isSpeaking]);
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines, index]);

  const prompt = reAsk ?? step.question;

  function record(nextLines: Line[], nextDraft: JuneIntakeDraft, nextStep: number) {
    const kept = nextLines.slice(-KEPT_LINES).map((l) => ({ ...l, text: l.text.slice(0, 600) }));
    setLines(kept);
    onProgress({ step: nextStep, draft: nextDraft, transcript: kept });
  }

  function advance(next: JuneIntakeDraft, said: string) {
    const nextLines: Line[] = [...lines, { from: "june", text: prompt }, { from: "couple", text: said }];
    setDraft(next);
    setReAsk(null);
    setAnswer("");
    record(nextLines, next, index + 1);
    if (index + 1 >= intakeSteps.length) onDone(next);
    else {
      setIndex(index + 1);
      inputRef.current?.focus();
    }
  }

  function submit(text: string) {
    if (!text.trim()) return;
    const result = step.apply(text, draft, localToday());
    if ("error" in result) {
      // Nothing is stored: June says what she needs and asks the same question again.
      record([...lines, { from: "june", text: prompt }, { from: "couple", text }], draft, index);
      setReAsk(result.error);
      setAnswer("");
      if (isSpeaking) speak(result.error);
      inputRef.current?.focus();
      return;
    }
    advance(result, step.echo(result));
  }
  submitRef.current = submit;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit(answer);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl border border-line bg-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <h2 id={`${id}-title`} className="font-serif text-2xl text-ink">
            Your interview with June
          </h2>
          <p className="text-sm text-muted">
            Question {index + 1} of {intakeSteps.length}
          </p>
        </div>
        {"speechSynthesis" in window && (
          <button
            type="button"
            onClick={() => {
              if (isSpeaking) window.speechSynthesis.cancel();
              setSpeaking(!isSpeaking);
            }}
            aria-pressed={isSpeaking}
            className="inline-flex h-9 items-center gap-2 rounded-full border border-line px-3 text-sm text-ink hover:bg-cream"
          >
            {isSpeaking ? (
              <Volume2 className="size-4" aria-hidden />
            ) : (
              <VolumeX className="size-4" aria-hidden />
            )}
            Read questions aloud
          </button>
        )}
      </header>
      <div className="h-1 bg-cream" aria-hidden>
        <div
          className="h-1 bg-rose transition-all"
          style={{ width: `${(index / intakeSteps.length) * 100}%` }}
        />
      </div>

      <ol
        ref={listRef}
        className="flex max-h-[22rem] flex-col gap-3 overflow-y-auto px-5 py-5 sm:px-6"
        aria-label="Interview so far"
      >
        {lines.map((line, i) => (
          <li key={i} className={cx("flex", line.from === "couple" ? "justify-end" : "justify-start")}>
            <p
              className={cx(
                "max-w-[85%] rounded-2xl px-4 py-2.5 text-body leading-relaxed",
                line.from === "couple"
                  ? "rounded-br-md bg-rose text-white"
                  : "rounded-bl-md bg-cream text-ink",
              )}
            >
              {line.text}
            </p>
          </li>
        ))}
        <li className="flex justify-start">
          <p
            className="max-w-[85%] rounded-2xl rounded-bl-md border border-rose/30 bg-blush/50 px-4 py-2.5 text-body font-medium leading-relaxed text-ink"
            aria-live="polite"
            id={`${id}-question`}
          >
            {prompt}
          </p>
        </li>
      </ol>

      <form onSubmit={onSubmit} className="border-t border-line px-5 py-4 sm:px-6">
        {step.key === "city" && (
          <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Our cities">
            {cities.map((c) => (
              <button
                key={c.id}
                type="button"
                onClick={() => submit(c.name)}
                className="rounded-full border border-line bg-ivory px-3.5 py-1.5 text-sm text-ink hover:border-rose/50 hover:bg-blush/40"
              >
                {c.displayName}
              </button>
            ))}
          </div>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor={`${id}-answer`} className="sr-only">
            Your answer
          </label>
          <div className="flex flex-1 items-center gap-2">
            <input
              ref={inputRef}
              id={`${id}-answer`}
              value={answer}
              onChange={(e) => setAnswer(e.target.value)}
              placeholder={dictation.isListening ? "Listening…" : `e.g. ${step.placeholder}`}
              aria-describedby={`${id}-question`}
              autoComplete="off"
              className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-white px-4 text-body text-ink placeholder:text-muted/70 focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
            />
            {dictation.isSupported && (
              <button
                type="button"
                onClick={dictation.isListening ? dictation.stop : dictation.start}
                disabled={dictation.isDenied}
                aria-pressed={dictation.isListening}
                aria-label={
                  dictation.isDenied
                    ? "Voice answers unavailable"
                    : dictation.isListening
                      ? "Stop listening"
                      : "Answer by voice"
                }
                className={cx(
                  "grid size-11 shrink-0 place-items-center rounded-full border border-line text-rose hover:bg-blush/40 disabled:opacity-50",
                  dictation.isListening && "animate-pulse bg-blush",
                )}
              >
                <Mic className="size-5" aria-hidden />
              </button>
            )}
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={!answer.trim()}>
              Answer
            </Button>
            <Button type="button" variant="ghost" onClick={() => advance(draft, "Skip for now")}>
              Skip
            </Button>
          </div>
        </div>
        {dictation.isSupported ? (
          <p className="mt-2 text-xs text-muted">Tap the microphone and speak, or type your answer.</p>
        ) : (
          <p className="mt-2 text-xs text-muted">
            Type your answer — this browser can't listen, but June reads every word.
          </p>
        )}
      </form>
    </section>
  );
}
