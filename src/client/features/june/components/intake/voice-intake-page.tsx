import { CheckCircle2, MessageCircle } from "lucide-react";
import { useState } from "react";
import { JUNE_INTAKE_STEPS, type JuneIntake, type JuneIntakeProgress } from "@shared/schemas/june-intake";
import { Page } from "@client/components/layout/page";
import { Button, ButtonLink } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import {
  useDeleteIntakeProgress,
  useIntake,
  useIntakeProgress,
  useSaveIntake,
  useSaveIntakeProgress,
} from "../../api/intake-api";
import { openJune } from "../../utils/open-june";
import { IntakeInterview } from "./intake-interview";
import { IntakeReview } from "./intake-review";

type Phase =
  | { name: "interview"; run: number; resume?: JuneIntakeProgress | undefined }
  | { name: "review"; draft: JuneIntake }
  | { name: "saved" };

/** Where a visit starts: the review card or the question the couple left off at, else the first question. */
function phaseFrom(progress: JuneIntakeProgress | null): Phase {
  if (!progress) return { name: "interview", run: 0 };
  if (progress.step >= JUNE_INTAKE_STEPS.length) return { name: "review", draft: progress.draft };
  return { name: "interview", run: 0, resume: progress };
}

/**
 * /june-voice-intake (couples): June's interview → the review card → the profile, after confirmation. The
 * interview's place is kept on the server after every answer, so a reload resumes it (issue #18).
 */
export function VoiceIntakePage() {
  const intake = useIntake();
  const progress = useIntakeProgress();
  const save = useSaveIntake();
  const saveProgress = useSaveIntakeProgress();
  const deleteProgress = useDeleteIntakeProgress();
  const [chosen, setPhase] = useState<Phase | null>(null);
  const phase = chosen ?? phaseFrom(progress.data ?? null);
  const isPending = intake.isPending || progress.isPending;

  function onSave(values: JuneIntake) {
    save.mutate(values, {
      onSuccess: () => {
        toast.success("Saved to your profile", { description: "June will use these details from now on." });
        setPhase({ name: "saved" });
      },
    });
  }

  return (
    <Page
      eyebrow="Tell June about your wedding"
      title="A two-minute interview"
      intro="Answer June's six questions out loud or by typing. She fills in your wedding profile — after you've checked it."
    >
      {isPending ? (
        <PageSpinner />
      ) : intake.isError ? (
        <div className="rounded-3xl border border-line bg-white p-8 text-center">
          <p className="text-ink">We couldn't load your details.</p>
          <p className="mt-1 text-sm text-muted">{messageOf(intake.error)}</p>
          <Button className="mt-5" variant="secondary" onClick={() => void intake.refetch()}>
            Try again
          </Button>
        </div>
      ) : phase.name === "interview" ? (
        <IntakeInterview
          key={phase.run}
          initial={phase.resume?.draft ?? intake.data}
          resume={phase.resume}
          onProgress={(p) => saveProgress.mutate(p)}
          onDone={(draft) => setPhase({ name: "review", draft })}
        />
      ) : phase.name === "review" ? (
        <IntakeReview
          draft={phase.draft}
          isSaving={save.isPending}
          onSave={(v) => void onSave(v)}
          onRestart={() => {
            deleteProgress.mutate();
            setPhase({ name: "interview", run: Date.now() });
          }}
        />
      ) : (
        <section className="rounded-3xl border border-line bg-white p-8 text-center" aria-live="polite">
          <CheckCircle2 className="mx-auto size-10 text-sage" aria-hidden />
          <h2 className="mt-3 font-serif text-3xl text-ink">Your profile is up to date</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">
            June now plans from these details. You can change them any time on your account page.
          </p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/couple-account">Go to my account</ButtonLink>
            <Button variant="secondary" onClick={() => openJune("What should we do first?")}>
              <MessageCircle className="size-4" aria-hidden /> Ask June what's next
            </Button>
          </div>
        </section>
      )}
    </Page>
  );
}
