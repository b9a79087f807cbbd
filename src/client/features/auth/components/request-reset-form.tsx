import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useAppForm } from "@client/lib/use-app-form";
import { type z } from "zod";
import { requestResetSchema } from "@shared/schemas/auth";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { requestPasswordReset } from "../api/auth-api";
import { CheckEmailPanel } from "./check-email-panel";

type Values = z.infer<typeof requestResetSchema>;

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm<Values>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      toast.success("Password reset link sent", {
        description:
          "Check your email for instructions to reset your password. The link will expire in 10 minutes.",
      });
      setSentTo(email);
    } catch (err) {
      showFormError(form, err, "Failed to send reset email");
    }
  });

  if (sentTo) return <CheckEmailPanel email={sentTo} purpose="reset" />;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
