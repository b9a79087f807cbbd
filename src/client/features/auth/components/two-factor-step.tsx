import { useEffect, useRef, useState } from "react";
import { backupCodeSchema, normalizeBackupCode, totpCodeSchema } from "@shared/schemas/account-security";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { verifySecondFactor } from "../api/auth-api";

/** better-auth's codes for a refused second factor, in our words. */
const refusals: Record<string, string> = {
  INVALID_CODE: "That code did not work. Enter the newest code your app shows.",
  INVALID_BACKUP_CODE: "That backup code did not work. Each backup code works only once.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Go back and enter your password again.",
};

/**
 * The second step of signing in to an account with two-factor on (issue #17): the 6-digit code from the
 * authenticator app, or a backup code; optionally trust this device for 30 days. Success signs in, and
 * the sign-in event moves the user to their account page as any sign-in does.
 */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { emit } = useSession();
  const [mode, setMode] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const isTotp = mode === "totp";
  const input = useRef<HTMLInputElement>(null);
  // The step replaces the password form: focus moves to its one field (and again on a switch of mode).
  useEffect(() => input.current?.focus(), [mode]);

  const submit = async () => {
    const parsed = (isTotp ? totpCodeSchema : backupCodeSchema).safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    try {
      const value = isTotp ? parsed.data : normalizeBackupCode(parsed.data);
      await verifySecondFactor(mode, value, trustDevice);
      toast.success("Signed in successfully");
      await emit("SIGNED_IN");
    } catch (err) {
      setError((err instanceof ApiError && refusals[err.code]) || messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  const switchMode = () => {
    setMode(isTotp ? "backup" : "totp");
    setCode("");
    setError(undefined);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="two-factor-h"
    >
      <div>
        <h2 id="two-factor-h" className="text-title-sm text-ink">
          Two-step verification
        </h2>
        <p className="mt-1 text-small text-muted">
          {isTotp
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the backup codes you saved when you turned on two-step verification."}
        </p>
      </div>
      <TextField
        key={mode}
        label={isTotp ? "Authentication code" : "Backup code"}
        autoComplete="one-time-code"
        inputMode={isTotp ? "numeric" : "text"}
        maxLength={isTotp ? 7 : 11}
        spellCheck={false}
        ref={input}
        value={code}
        error={error}
        onChange={(e) => {
          setCode(e.target.value);
          setError(undefined);
        }}
      />
      <label className="flex items-center gap-3 text-small text-ink">
        <input
          type="checkbox"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
          className="size-5 accent-rose"
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" size="lg" isLoading={busy}>
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-small">
        <button type="button" onClick={switchMode} className="font-medium text-rose hover:underline">
          {isTotp ? "Use a backup code" : "Use your authenticator app"}
        </button>
        <button type="button" onClick={onBack} className="text-muted hover:underline">
          Back to sign in
        </button>
      </div>
    </form>
  );
}
