import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { ButtonLink } from "@client/components/ui/button";
import { useResetLinkStatus } from "../api/auth-api";
import { AuthCard } from "./auth-card";

/** A reset link that cannot be used: what happened, and the way to a new link. */
export function DeadResetLink({ title, reason }: { title: string; reason: ReactNode }) {
  return (
    <AuthCard
      title={title}
      subtitle={reason}
      footer={
        <Link to="/login" className="text-rose hover:underline">
          Back to sign in
        </Link>
      }
    >
      <div role="alert" className="flex flex-col gap-4">
        <ButtonLink to="/password-reset" size="lg">
          Send me a new link
        </ButtonLink>
        <p className="text-center text-small text-muted">
          It takes a moment. Use the newest email — each new link replaces the one before.
        </p>
      </div>
    </AuthCard>
  );
}

/**
 * Checks the emailed token as the page opens (issue #18), so an expired or used link says so at once
 * instead of after the new password has been typed twice. If the check itself fails (offline), the form
 * shows: the server checks the token again when it is sent.
 */
export function ResetLinkGate({ token, children }: { token: string; children: ReactNode }) {
  const status = useResetLinkStatus(token);
  if (status.isPending)
    return (
      <AuthCard title="Choose a new password">
        <p role="status" className="flex items-center gap-3 text-body text-muted">
          <span
            className="size-5 animate-spin rounded-full border-2 border-blush border-t-rose"
            aria-hidden
          />
          Checking your link…
        </p>
      </AuthCard>
    );
  if (status.data === "expired")
    return (
      <DeadResetLink
        title="This reset link has expired"
        reason="Reset links work for 10 minutes, and this one has run out. Ask for a new one below."
      />
    );
  if (status.data === "invalid")
    return (
      <DeadResetLink
        title="This reset link no longer works"
        reason="It has been used already, or a newer link replaced it. If you changed your password, sign in; otherwise ask for a new link below."
      />
    );
  return <>{children}</>;
}
