import { Check, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Link } from "@client/lib/router-link";
import {
  venueStyleLabels,
  venueStyles,
  listingImagePaths,
  type VenueStyle,
} from "@shared/marketplace-catalog";
import {
  STYLE_QUIZ_QUESTIONS,
  missingAnswers,
  scoreStyleQuiz,
  type QuizAnswers,
} from "@shared/rules/style-quiz";
import type { StyleQuizResult } from "@shared/schemas/planning-quiz";
import { Page } from "@client/components/layout/page";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { messageOf } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { useSaveQuiz, useSavedQuiz } from "../api/planning-quiz-api";

const isVenueStyle = (s: string): s is VenueStyle => (venueStyles as readonly string[]).includes(s);

/**
 * /planning-quiz (issue #15): nine questions → a style (or a named blend). Anyone can take it; a couple's
 * result is saved to their profile (the server scores the answers again) and June suggests from it.
 */
export function PlanningQuizPage() {
  const { user, status } = useSession();
  const isCouple = user?.kind === "couple";
  const saved = useSavedQuiz(isCouple);
  const [isRetaking, setIsRetaking] = useState(false);
  const savedResult = saved.data?.result ?? null;

  return (
    <Page
      width="wide"
      eyebrow="Style quiz"
      title="Find your wedding style"
      intro="Nine quick questions about places, light, food and feeling. We'll name your style and show you venues that fit — and June will use it when you ask for suggestions."
    >
      {status === "loading" || (isCouple && saved.isPending) ? (
        <p role="status" className="text-body text-muted">
          Loading…
        </p>
      ) : savedResult && !isRetaking ? (
        <div className="flex flex-col gap-6">
          <ResultCard result={savedResult} heading="Your saved style" />
          <p className="text-body text-muted">
            Saved to your profile: ask June for “venues that suit our style” and she'll look for{" "}
            {savedResult.style} venues.
          </p>
          <div>
            <Button variant="secondary" onClick={() => setIsRetaking(true)}>
              <RotateCcw className="size-4" aria-hidden />
              Take the quiz again
            </Button>
          </div>
        </div>
      ) : (
        <Quiz isCouple={isCouple} isSignedIn={status === "signed-in"} />
      )}
    </Page>
  );
}

function Quiz({ isCouple, isSignedIn }: { isCouple: boolean; isSignedIn: boolean }) {
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [result, setResult] = useState<StyleQuizResult | null>(null);
  const save = useSaveQuiz();
  const left = missingAnswers(answers).length;
  const total = STYLE_QUIZ_QUESTIONS.length;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (left > 0) return;
    setResult(scoreStyleQuiz(answers, new Date().toISOString()));
    if (isCouple) save.mutate(answers);
    requestAnimationFrame(() => document.getElementById("quiz-result")?.focus());
  };

  if (result)
    return (
      <div className="flex flex-col gap-6">
        <div id="quiz-result" tabIndex={-1} className="outline-none">
          <ResultCard result={save.data ?? result} heading="Your style" />
        </div>
        {isCouple ? (
          <p role="status" className="text-body text-muted">
            {save.isPending
              ? "Saving to your profile…"
              : save.isError
                ? `We couldn't save it: ${messageOf(save.error)}`
                : save.isSuccess
                  ? "Saved to your profile. June will use it for venue and vendor suggestions."
                  : ""}
          </p>
        ) : (
          <div className="rounded-2xl border border-gold/50 bg-cream/60 p-5">
            <p className="text-body text-ink">
              {isSignedIn
                ? "Your style is saved on couple accounts, where June uses it for suggestions."
                : "Create a free couple account to save your style: June will use it to suggest venues and vendors."}
            </p>
            {!isSignedIn && (
              <div className="mt-3 flex flex-wrap gap-3">
                <Link
                  to="/signup/couple"
                  className="inline-flex h-10 items-center rounded-full bg-rose px-5 text-sm font-medium text-white hover:bg-rose/90"
                >
                  Sign up to save it
                </Link>
                <Link
                  to="/login"
                  className="inline-flex h-10 items-center text-body text-rose underline underline-offset-4"
                >
                  I have an account
                </Link>
              </div>
            )}
          </div>
        )}
        <div>
          <Button
            variant="ghost"
            onClick={() => {
              setResult(null);
              setAnswers({});
            }}
          >
            <RotateCcw className="size-4" aria-hidden />
            Start again
          </Button>
        </div>
      </div>
    );

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-10" aria-describedby="quiz-progress">
      {STYLE_QUIZ_QUESTIONS.map((q, qi) => (
        <fieldset key={q.id} className="flex flex-col gap-4">
          <legend className="mb-4 text-title-sm text-ink">
            <span className="mr-2 text-sage">{qi + 1}.</span>
            {q.prompt}
          </legend>
          <div
            className={cx(
              "grid gap-3",
              q.choices.some((c) => c.image) ? "grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2 lg:grid-cols-3",
            )}
          >
            {q.choices.map((c) => {
              const isChosen = answers[q.id] === c.id;
              return (
                <label
                  key={c.id}
                  className={cx(
                    "relative flex cursor-pointer flex-col overflow-hidden rounded-2xl border bg-white transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose",
                    isChosen ? "border-rose ring-2 ring-rose/30" : "border-line hover:border-rose/40",
                  )}
                >
                  <input
                    type="radio"
                    name={q.id}
                    value={c.id}
                    checked={isChosen}
                    onChange={() => setAnswers((a) => ({ ...a, [q.id]: c.id }))}
                    className="sr-only"
                  />
                  {c.image && (
                    <img src={c.image} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                  )}
                  <span className="flex flex-col gap-1 p-4">
                    <span className="text-body font-medium text-ink">{c.label}</span>
                    <span className="text-small text-muted">{c.description}</span>
                  </span>
                  {isChosen && (
                    <span className="absolute right-3 top-3 flex size-7 items-center justify-center rounded-full bg-rose text-white">
                      <Check className="size-4" aria-hidden />
                    </span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center justify-between gap-3 border-t border-line bg-ivory/95 px-5 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p id="quiz-progress" className="text-body text-muted" aria-live="polite">
          {left === 0 ? "All answered." : `${total - left} of ${total} answered`}
        </p>
        <Button type="submit" disabled={left > 0}>
          See my style
        </Button>
      </div>
    </form>
  );
}

function ResultCard({ result, heading }: { result: StyleQuizResult; heading: string }) {
  const style = isVenueStyle(result.style) ? result.style : null;
  const blend = result.blendWith && isVenueStyle(result.blendWith) ? result.blendWith : null;
  return (
    <section
      aria-labelledby="quiz-result-title"
      className="overflow-hidden rounded-3xl border border-line bg-white sm:grid sm:grid-cols-[2fr_3fr]"
    >
      {style && (
        <img
          src={listingImagePaths.venue(style, 2)}
          alt=""
          className="aspect-[4/3] h-full w-full object-cover"
        />
      )}
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">{heading}</p>
        <h2 id="quiz-result-title" className="text-title text-ink">
          {result.label}
        </h2>
        {result.description && <p className="text-body text-muted">{result.description}</p>}
        <ul aria-label="Keywords" className="flex flex-wrap gap-2">
          {result.keywords.map((k) => (
            <li key={k} className="rounded-full bg-sage/15 px-3 py-1 text-small text-ink">
              {k}
            </li>
          ))}
        </ul>
        {style && (
          <div className="mt-2 flex flex-wrap gap-3">
            <Link
              to={`/venues?q=${style}`}
              className="inline-flex h-10 items-center rounded-full bg-rose px-5 text-sm font-medium text-white hover:bg-rose/90"
            >
              See {venueStyleLabels[style].toLowerCase()} venues
            </Link>
            {blend && (
              <Link
                to={`/venues?q=${blend}`}
                className="inline-flex h-10 items-center text-body text-rose underline underline-offset-4"
              >
                And {venueStyleLabels[blend].toLowerCase()} venues
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
