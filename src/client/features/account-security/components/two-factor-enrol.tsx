import { useEffect, useState } from "react";
import { totpCodeSchema } from "@shared/schemas/account-security";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";
import { confirmTwoFactor, type Enrolment } from "../api/account-security-api";

/** The secret in the otpauth URI, in groups of four for typing into an app by hand. */
function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/**
 * Scan and confirm (issue #17): the QR code of the otpauth URI (drawn by `qrcode`, loaded only here), the
 * secret as text for entering by hand, then a code from the app proves it arrived; only then is
 * two-factor on.
 */
export function TwoFactorEnrol({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [qr, setQr] = useState<string>();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((m) => m.toDataURL(enrolment.totpURI, { margin: 1, width: 192 }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(""));
    return () => {
      live = false;
    };
  }, [enrolment.totpURI]);

  const submit = async () => {
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    try {
      await confirmTwoFactor(parsed.data);
      onConfirmed();
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === "INVALID_CODE"
          ? "That code did not work. Enter the newest code your app shows."
          : messageOf(err),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-small text-ink">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy, Microsoft Authenticator…).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <div className="grid size-48 shrink-0 place-items-center rounded-2xl border border-line bg-white">
          {qr === undefined ? (
            <span className="text-small text-muted">Drawing the QR code…</span>
          ) : qr ? (
            <img src={qr} alt="QR code to add June Weddings to your authenticator app" className="size-44" />
          ) : (
            <span className="px-3 text-center text-small text-muted">Enter the key by hand instead.</span>
          )}
        </div>
        <div className="min-w-0">
          <p className="text-small text-muted">Key for entering by hand</p>
          <p className="mt-1 break-all font-mono text-body text-ink" data-testid="totp-secret">
            {secretOf(enrolment.totpURI)}
          </p>
          <p className="mt-1 text-caption text-muted">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Code from your app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="sm" isLoading={busy}>
            Verify and turn on
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
