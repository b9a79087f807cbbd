import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useAppForm } from "@client/lib/use-app-form";
import { Link } from "@client/lib/router-link";
import { signInSchema, type SignInInput } from "@shared/schemas/auth";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { signIn } from "../api/auth-api";
import { PasswordField } from "./password-field";
import { TwoFactorStep } from "./two-factor-step";

/**
 * Email + password sign-in. Success: toast, then the sign-in event moves the user to their account page.
 * An account with two-factor on answers with a second step instead (issue #17).
 */
export function SignInForm() {
  const { emit } = useSession();
  const [secondStep, setSecondStep] = useState(false);
  const form = useAppForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await signIn(values);
      if (answer?.twoFactorRedirect) return setSecondStep(true);
      toast.success("Signed in successfully");
      await emit("SIGNED_IN");
    } catch (err) {
      // Spec section 8: the backend's message in a toast (or on the input it is about).
      showFormError(form, err);
      form.setFocus("password");
    }
  });

  if (secondStep)
    return (
      <TwoFactorStep
        onBack={() => {
          setSecondStep(false);
          form.setValue("password", "");
        }}
      />
    );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="-mt-2 text-right">
        <Link to="/password-reset" className="text-sm text-rose hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
