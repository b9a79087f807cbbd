import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { type z } from "zod";
import { changePasswordSchema } from "@shared/schemas/auth";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { PasswordStrength } from "@client/components/password-strength";
import { api } from "@client/lib/api";
import { checkPassword } from "@client/lib/password-rule";
import { useSession } from "@client/lib/session";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";

type Values = z.infer<typeof changePasswordSchema>;

/** Change password; other sessions are signed out, this one stays. */
export function ChangePasswordForm() {
  const form = useAppForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = form.watch("newPassword");
  const { user } = useSession();
  const context = { email: user?.email, name: user?.name };

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const verdict = await checkPassword(newPassword, context);
    if (verdict?.problem) {
      form.setError("newPassword", { message: verdict.problem.message }, { shouldFocus: true });
      return;
    }
    try {
      await api("POST", "/api/auth/change-password", {
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      toast.success("Password changed", { description: "Other devices have been signed out." });
      form.reset();
    } catch (err) {
      showFormError(form, err);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={<PasswordStrength password={newPassword} context={context} idle="At least 8 characters." />}
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register("confirm")}
      />
      <Button type="submit" variant="secondary" isLoading={isSubmitting} className="self-start">
        Change password
      </Button>
    </form>
  );
}
