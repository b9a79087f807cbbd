import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import {
  disableTwoFactor,
  enableTwoFactor,
  newBackupCodes,
  useTwoFactorEnabled,
  type Enrolment,
} from "../api/account-security-api";
import { BackupCodes } from "./backup-codes";
import { PasswordPrompt } from "./password-prompt";
import { SecurityCard } from "./security-card";
import { TwoFactorEnrol } from "./two-factor-enrol";

type Step =
  | { at: "idle" }
  | { at: "password-to-enable" }
  | { at: "scan"; enrolment: Enrolment }
  | { at: "codes"; codes: string[] }
  | { at: "password-to-disable" }
  | { at: "password-for-codes" };

/** Two-step verification (issue #17): turn on (password → scan → code → backup codes), new codes, turn off. */
export function TwoFactorCard() {
  const enabled = useTwoFactorEnabled();
  const qc = useQueryClient();
  const [step, setStep] = useState<Step>({ at: "idle" });
  const idle = () => setStep({ at: "idle" });
  const refresh = () => qc.invalidateQueries({ queryKey: ["account"] });

  return (
    <SecurityCard
      id="two-factor"
      title="Two-step verification"
      description="Sign in with your password and a code from an authenticator app on your phone."
    >
      {enabled.isPending ? (
        <p className="text-small text-muted">Checking…</p>
      ) : enabled.isError ? (
        <p role="alert" className="text-small text-red-700">
          Could not read your settings.{" "}
          <button type="button" className="text-rose underline" onClick={() => void enabled.refetch()}>
            Try again
          </button>
        </p>
      ) : step.at === "password-to-enable" ? (
        <PasswordPrompt
          intro="First, confirm it is you."
          submitLabel="Continue"
          onCancel={idle}
          onConfirm={async (password) => setStep({ at: "scan", enrolment: await enableTwoFactor(password) })}
        />
      ) : step.at === "scan" ? (
        <TwoFactorEnrol
          enrolment={step.enrolment}
          onCancel={idle}
          onConfirmed={() => {
            toast.success("Two-step verification is on");
            void refresh();
            setStep({ at: "codes", codes: step.enrolment.backupCodes });
          }}
        />
      ) : step.at === "codes" ? (
        <BackupCodes codes={step.codes} onDone={idle} />
      ) : step.at === "password-to-disable" ? (
        <PasswordPrompt
          intro="Turning it off leaves only your password guarding this account."
          submitLabel="Turn off"
          danger
          onCancel={idle}
          onConfirm={async (password) => {
            await disableTwoFactor(password);
            toast.success("Two-step verification is off");
            await refresh();
            idle();
          }}
        />
      ) : step.at === "password-for-codes" ? (
        <PasswordPrompt
          intro="New codes replace the old ones, which stop working."
          submitLabel="Make new codes"
          onCancel={idle}
          onConfirm={async (password) => {
            const { backupCodes } = await newBackupCodes(password);
            setStep({ at: "codes", codes: backupCodes });
          }}
        />
      ) : enabled.data ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-body text-ink">
            <ShieldCheck className="size-5 text-sage" aria-hidden /> Two-step verification is on.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="sm" variant="secondary" onClick={() => setStep({ at: "password-for-codes" })}>
              New backup codes
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStep({ at: "password-to-disable" })}>
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 text-body text-ink">
            <ShieldOff className="size-5 text-muted" aria-hidden /> Two-step verification is off.
          </p>
          <Button size="sm" className="self-start" onClick={() => setStep({ at: "password-to-enable" })}>
            Turn on two-step verification
          </Button>
        </div>
      )}
    </SecurityCard>
  );
}
