import type { ReactNode } from "react";
import { accountHome, type UserKind } from "@shared/catalog";
import { ButtonLink, Button } from "@client/components/ui/button";
import { useSession, useSignOutWithToast } from "@client/lib/session";

/** Spec section 2: the account button's target and label by kind; anything else → My Account. */
export function accountTarget(kind: UserKind | undefined) {
  return (kind && accountHome[kind]) ?? accountHome.couple;
}

/** Desktop right side of the top nav; `extra` (the unread badge) shows for signed-in people only. */
export function AccountNav({ extra }: { extra?: ReactNode }) {
  const { status, user } = useSession();
  const onSignOut = useSignOutWithToast("Signed out successfully");
  if (status === "loading") return <div className="h-9 w-40" aria-hidden />;
  if (!user) {
    return (
      <div className="flex items-center gap-1">
        {/* Under 1280 px these two live in the menu: the bar stays on one line on tablets and laptops. */}
        <span className="hidden xl:contents">
          <ButtonLink to="/ai-planner" variant="ghost" size="sm">
            Meet June
          </ButtonLink>
          <ButtonLink to="/ai-vendor-tools" variant="ghost" size="sm">
            AI Tools
          </ButtonLink>
        </span>
        <ButtonLink to="/auth" variant="ghost" size="sm">
          Sign In
        </ButtonLink>
        <ButtonLink to="/how-to-get-started" size="sm">
          Get Started
        </ButtonLink>
      </div>
    );
  }
  const target = accountTarget(user.kind);
  return (
    <div className="flex items-center gap-2">
      {extra}
      {/* The operator's way into /admin (issue #3); nobody else sees that the area exists. */}
      {user.isAdmin && (
        <ButtonLink to="/admin" variant="ghost" size="sm">
          Admin
        </ButtonLink>
      )}
      <ButtonLink to={target.path} variant="secondary" size="sm">
        {target.label}
      </ButtonLink>
      <Button variant="ghost" size="sm" onClick={() => void onSignOut()}>
        Sign Out
      </Button>
    </div>
  );
}
