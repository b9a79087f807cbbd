import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useAppForm } from "@client/lib/use-app-form";
import type { UserKind } from "@shared/catalog";
import { signUpSchema, type SignUpInput } from "@shared/schemas/auth";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { PasswordStrength } from "@client/components/password-strength";
import { checkPassword } from "@client/lib/password-rule";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { signUp } from "../api/auth-api";
import { CheckEmailPanel } from "./check-email-panel";
import { PasswordField } from "./password-field";

const nameLabel: Record<UserKind, string> = {
  couple: "Your first name",
  venue_owner: "Your name",
  vendor: "Your name",
  contributor: "Your name",
};

/**
 * The address an invitation went to, fixed (a contributor account is made for it), and where the
 * verification link brings them back to accept (issue #13).
 */
export type SignUpInvitation = { email: string; callbackURL: string };

/** Sign-up for one account kind; the kind comes from the page, never from a field the user edits. */
export function SignUpForm({ kind, invitation }: { kind: UserKind; invitation?: SignUpInvitation }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: invitation?.email ?? "", password: "", kind },
  });
  const { errors, isSubmitting } = form.formState;

  const [email, name, password] = form.watch(["email", "name", "password"]);

  const onSubmit = form.handleSubmit(async (values) => {
    // The server's rule, checked here first so the reason shows on the field (the server checks again).
    const verdict = await checkPassword(values.password, { email: values.email, name: values.name });
    if (verdict?.problem) {
      form.setError("password", { message: verdict.problem.message }, { shouldFocus: true });
      return;
    }
    try {
      await signUp({
        name: values.name ?? "",
        email: values.email,
        password: values.password,
        kind,
        ...(invitation ? { callbackURL: invitation.callbackURL } : {}),
      });
      toast.success("Account created successfully. Please check your email for verification.");
      setSentTo(values.email);
    } catch (err) {
      showFormError(form, err);
    }
  });

  if (sentTo) return <CheckEmailPanel email={sentTo} />;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <TextField
        label={nameLabel[kind]}
        autoComplete="given-name"
        hint="Optional — June uses it to greet you."
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={invitation !== undefined}
        hint={invitation ? "The address your invitation was sent to." : undefined}
        error={errors.email?.message}
        {...form.register("email")}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={
          <PasswordStrength
            password={password}
            context={{ email, name }}
            idle="At least 8 characters. Avoid common passwords — a short phrase works well."
          />
        }
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Create account
      </Button>
      <p className="text-xs leading-relaxed text-muted">
        Free to start. No ads. No credit card. Cancel anytime.
      </p>
    </form>
  );
}
