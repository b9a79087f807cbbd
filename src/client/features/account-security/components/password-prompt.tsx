import { useId, useState } from "react";
import { confirmPasswordSchema } from "@shared/schemas/account-security";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";

/** better-auth's answer to a wrong password, in our words. */
export function passwordRefusal(err: unknown): string {
  return err instanceof ApiError && err.code === "INVALID_PASSWORD"
    ? "That password is not right."
    : messageOf(err);
}

/**
 * "Enter your password to …": the re-authentication every sensitive change asks for (ASVS 2, issue #17).
 * `onConfirm` throws to show its error under the field.
 */
export function PasswordPrompt({
  submitLabel,
  onConfirm,
  onCancel,
  intro,
  danger,
}: {
  submitLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel?: () => void;
  intro?: string;
  danger?: boolean;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const introId = useId();
  return (
    <form
      noValidate
      aria-describedby={intro ? introId : undefined}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = confirmPasswordSchema.safeParse({ password });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setBusy(true);
        onConfirm(password)
          .catch((err: unknown) => setError(passwordRefusal(err)))
          .finally(() => setBusy(false));
      }}
    >
      {intro && (
        <p id={introId} className="text-small text-muted">
          {intro}
        </p>
      )}
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          size="sm"
          isLoading={busy}
          className={danger ? "bg-red-700 hover:bg-red-800" : undefined}
        >
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
