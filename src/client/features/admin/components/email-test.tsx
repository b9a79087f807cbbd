import { zodResolver } from "@hookform/resolvers/zod";
import { testMailBodySchema, type TestMailResult } from "@shared/schemas/help-desk";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { cx } from "@client/components/ui/class-names";
import { showFormError } from "@client/lib/form-errors";
import { useAppForm } from "@client/lib/use-app-form";
import { useSendTestMail } from "../api/help-desk-admin-api";

/** /email-test: one mail through the configured mailer, and what it answered (issue #17). */
export function EmailTestForm({ defaultTo }: { defaultTo: string }) {
  const send = useSendTestMail();
  const [result, setResult] = useState<TestMailResult | null>(null);
  const form = useAppForm<{ to: string; subject: string }>({
    resolver: zodResolver(testMailBodySchema),
    defaultValues: { to: defaultTo, subject: "June Weddings test mail" },
  });
  const onSubmit = form.handleSubmit((v) => {
    setResult(null);
    send.mutate(v, {
      onSuccess: setResult,
      onError: (err) => showFormError(form, err, "Couldn't send the test mail"),
    });
  });
  return (
    <div className="max-w-xl">
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5 sm:p-6"
      >
        <TextField
          label="To"
          type="email"
          autoComplete="email"
          error={form.formState.errors.to?.message}
          {...form.register("to")}
        />
        <TextField
          label="Subject"
          error={form.formState.errors.subject?.message}
          {...form.register("subject")}
        />
        <div className="flex justify-end">
          <Button type="submit" isLoading={send.isPending}>
            Send test mail
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="mt-5">
        {result && (
          <div
            role="status"
            className={cx(
              "rounded-2xl p-4",
              result.ok ? "bg-sage-light text-ink" : "bg-blush text-rose-dark",
            )}
          >
            <p className="font-medium">{result.ok ? "Accepted" : "Not sent"}</p>
            <p className="mt-1 break-words text-sm">{result.message}</p>
            <p className="mt-1 text-xs">
              Transport: {result.transport === "smtp" ? "SMTP" : "built-in mailbox"}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
