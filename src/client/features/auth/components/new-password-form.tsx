import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { useNavigate } from "react-router";
import { Link } from "@client/lib/router-link";
import { type z } from "zod";
import { newPasswordSchema } from "@shared/schemas/auth";
import { Button } from "@client/components/ui/button";
import { PasswordStrength } from "@client/components/password-strength";
import { checkPassword } from "@client/lib/password-rule";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { resetPassword } from "../api/auth-api";
import { PasswordField } from "./password-field";

type Values = z.infer<typeof newPasswordSchema>;

/** Sets a new password from the emailed token (valid 10 minutes, once). */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useAppForm<Values>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const password = form.watch("password");

  // The reset page does not know the account's email; the server checks it against it too.
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const verdict = await checkPassword(password, {});
    if (verdict?.problem) {
      form.setError("password", { message: verdict.problem.message }, { shouldFocus: true });
      return;
    }
    try {
      await resetPassword(token, password);
      toast.success("Your password has been changed", { description: "Sign in with your new password." });
      await navigate("/login");
    } catch (err) {
      showFormError(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={<PasswordStrength password={password} context={{}} idle="At least 8 characters." />}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register("confirm")}
      />
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Save new password
      </Button>
      <p className="text-center text-sm text-muted">
        Link expired?{" "}
        <Link to="/password-reset" className="text-rose underline underline-offset-4 hover:text-rose-dark">
          Ask for a new one
        </Link>
      </p>
    </form>
  );
}
