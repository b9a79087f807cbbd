import { zodResolver } from "@hookform/resolvers/zod";
import { Mic } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { Button } from "@client/components/ui/button";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useSaveOnboarding } from "../api/onboarding-api";
import {
  onboardingFormSchema,
  stepFields,
  stepIds,
  stepOfApiField,
  toOnboardingInput,
  type OnboardingValues,
  type StepId,
} from "../utils/onboarding-form";
import { StepFields, stepCopy } from "./onboarding-steps";

const DASHBOARD = "/couple-dashboard";

/**
 * The first-run flow (issue #14): six short steps, each skippable, Back works, "Skip for now" leaves for
 * the dashboard. Nothing is saved until the end (or "Skip for now"): then one request fills the profile
 * and the budget with the steps the couple completed.
 */
export function OnboardingFlow({ initial }: { initial: OnboardingValues }) {
  const [params] = useSearchParams();
  const justVerified = params.get("verified") === "1";
  const navigate = useNavigate();
  const save = useSaveOnboarding();
  const form = useAppForm<OnboardingValues>({
    resolver: zodResolver(onboardingFormSchema),
    defaultValues: initial,
    shouldFocusError: true,
  });
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState<ReadonlySet<StepId>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const step = stepIds[index]!;
  const isLast = index === stepIds.length - 1;
  const copy = stepCopy[step];

  // A new step: move focus to its question so a screen reader reads where the person is.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index]);

  async function finish(completed: ReadonlySet<StepId>) {
    if (completed.size === 0) {
      void navigate(DASHBOARD);
      return;
    }
    try {
      await save.mutateAsync(toOnboardingInput(form.getValues(), completed));
      toast.success("Your wedding is set up");
      void navigate(DASHBOARD);
    } catch (err) {
      const placed = err instanceof ApiError && err.fields ? Object.keys(err.fields) : [];
      const first = placed.map((f) => stepOfApiField[f]).find(Boolean);
      if (first && err instanceof ApiError && err.fields) {
        setIndex(stepIds.indexOf(first.step));
        for (const [f, message] of Object.entries(err.fields)) {
          const at = stepOfApiField[f];
          if (at) form.setError(at.field, { type: "server", message });
        }
        return;
      }
      toast.error("We couldn't save your answers", { description: messageOf(err) });
    }
  }

  function go(to: number, completed: ReadonlySet<StepId>) {
    if (to >= stepIds.length) void finish(completed);
    else setIndex(to);
  }

  async function onContinue() {
    const ok = await form.trigger(stepFields[step], { shouldFocus: true });
    if (!ok) return;
    const next = new Set(done).add(step);
    setDone(next);
    go(index + 1, next);
  }

  function onSkip() {
    form.clearErrors(stepFields[step]);
    const next = new Set(done);
    next.delete(step);
    setDone(next);
    go(index + 1, next);
  }

  function onBack() {
    form.clearErrors(stepFields[step]);
    setIndex(Math.max(0, index - 1));
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      {justVerified && (
        <p role="status" className="mb-6 rounded-xl bg-sage-light/60 px-4 py-3 text-small text-ink">
          Your email is confirmed — welcome! You're signed in.
        </p>
      )}
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">Welcome</p>
          <h1 className="mt-2 text-display-sm text-ink sm:text-5xl">Let's set up your wedding</h1>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 shrink-0"
          isLoading={save.isPending}
          onClick={() => void finish(done)}
        >
          Skip for now
        </Button>
      </div>

      <Progress index={index} done={done} />

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onContinue();
        }}
        className="mt-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-9"
        aria-labelledby="onboarding-question"
      >
        <h2
          id="onboarding-question"
          ref={headingRef}
          tabIndex={-1}
          className="text-title text-ink outline-none"
        >
          {copy.question}
        </h2>
        <p className="mt-2 text-body text-muted">{copy.lead}</p>
        <div className="mt-6">
          <StepFields key={step} step={step} form={form} />
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            {index > 0 && (
              <Button variant="ghost" onClick={onBack} className="w-full sm:w-auto">
                Back
              </Button>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
            <Button variant="secondary" onClick={onSkip} className="w-full sm:w-auto">
              Skip this step
            </Button>
            <Button type="submit" isLoading={save.isPending} className="w-full sm:w-auto">
              {isLast ? "Finish" : "Continue"}
            </Button>
          </div>
        </div>
      </form>

      <aside className="mt-6 flex flex-col items-start gap-3 rounded-3xl bg-gradient-to-r from-blush/60 to-cream px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white">
            <Mic className="size-5 text-rose" aria-hidden />
          </span>
          <p className="text-body text-ink">
            <span className="font-medium">Prefer to talk?</span> June can ask you these questions out loud.
          </p>
        </div>
        <Link
          to="/june-voice-intake"
          className="inline-flex h-10 shrink-0 items-center rounded-full border border-rose/40 bg-white px-5 text-body font-medium text-rose transition-colors hover:bg-blush/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
        >
          Let June interview you
        </Link>
      </aside>
    </div>
  );
}

function Progress({ index, done }: { index: number; done: ReadonlySet<StepId> }) {
  const total = stepIds.length;
  return (
    <div className="mt-8">
      <div className="flex items-center justify-between text-small text-muted">
        <p aria-live="polite">
          Step {index + 1} of {total}: <span className="text-ink">{stepCopy[stepIds[index]!].label}</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={`Step ${index + 1} of ${total}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-cream"
      >
        <div
          className="h-full rounded-full bg-rose transition-[width] duration-300"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
      <ol className="mt-3 hidden grid-cols-6 gap-2 text-caption sm:grid" aria-label="Steps">
        {stepIds.map((id, i) => (
          <li
            key={id}
            aria-current={i === index ? "step" : undefined}
            className={i === index ? "font-semibold text-rose" : done.has(id) ? "text-ink" : "text-muted"}
          >
            {done.has(id) && i !== index ? "✓ " : ""}
            {stepCopy[id].label}
          </li>
        ))}
      </ol>
    </div>
  );
}
