import { useEffect } from "react";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { NewPasswordForm } from "@client/features/auth/components/new-password-form";
import { DeadResetLink, ResetLinkGate } from "@client/features/auth/components/reset-link-gate";
import { useSearchParams } from "react-router";
import { useSession } from "@client/lib/session";

/** Target of the emailed reset link: /reset-password?token=… */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const { emit } = useSession();
  useEffect(() => {
    if (token) void emit("PASSWORD_RECOVERY");
  }, [token, emit]);
  if (!token)
    return (
      <DeadResetLink
        title="This reset link is incomplete"
        reason="Part of the link is missing — email apps sometimes cut long links. Ask for a new one below."
      />
    );
  return (
    <ResetLinkGate token={token}>
      <AuthCard
        title="Choose a new password"
        subtitle="Pick something memorable that you don't use elsewhere."
      >
        <NewPasswordForm token={token} />
      </AuthCard>
    </ResetLinkGate>
  );
}
