import { useState } from "react";
import { emailSchema } from "@shared/schemas/auth";
import { Button } from "@client/components/ui/button";
import { EmailAddress } from "@client/components/ui/email-address";
import { TextField } from "@client/components/ui/field";
import { messageOf } from "@client/lib/api";
import { requestEmailChange } from "../api/account-security-api";
import { SecurityCard } from "./security-card";

/**
 * Change of email (issue #17): the new address must prove it is yours — the change happens when the link
 * mailed to it is opened; the current address is told about the request.
 */
export function ChangeEmailCard({ email }: { email: string }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (parsed.data.toLowerCase() === email.toLowerCase()) return setError("That is already your email.");
    setBusy(true);
    try {
      await requestEmailChange(parsed.data);
      setSentTo(parsed.data);
      setValue("");
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SecurityCard id="email" title="Email" description="Where we write to you, and what you sign in with.">
      <p className="text-body text-ink">
        Your email is <EmailAddress email={email} />.
      </p>
      {sentTo && (
        <p role="status" className="mt-4 rounded-xl bg-sage-light/60 px-4 py-3 text-small text-ink">
          We sent a link to <strong className="font-semibold">{sentTo}</strong>. Your email changes when you
          open it. Until then, keep signing in with your current email.
        </p>
      )}
      <form
        noValidate
        className="mt-5 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="New email"
          type="email"
          autoComplete="email"
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="sm" variant="secondary" isLoading={busy} className="self-start">
          Send confirmation link
        </Button>
      </form>
    </SecurityCard>
  );
}
