import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { NewPasswordForm } from "@client/features/auth/components/new-password-form";
import { useSession } from "@client/lib/session";

/** Target of the emailed reset link: /reset-password?token=… */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const { emit } = useSession();
  useEffect(() => {
    if (token) void emit("PASSWORD_RECOVERY");
  }, [token, emit]);
  return (
    <AuthCard
      title="Choose a new password"
      subtitle={token ? "Pick something memorable that you don't use elsewhere." : undefined}
    >
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <div role="alert" className="text-body text-muted">
          This reset link is incomplete.{" "}
          <Link to="/password-reset" className="text-rose underline underline-offset-4 hover:text-rose-dark">
            Ask for a new link
          </Link>
          .
        </div>
      )}
    </AuthCard>
  );
}
