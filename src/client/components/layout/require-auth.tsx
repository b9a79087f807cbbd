import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { accountHome, type UserKind } from "@shared/catalog";
import { useSession } from "@client/lib/session";
import { ButtonLink } from "../ui/button";
import { PageSpinner } from "../ui/spinner";
import { EmailAddress } from "../ui/email-address";

/**
 * The protection wrapper (spec leaves its rule unstated): signed-out visitors go to /login and come back
 * after signing in (?next=); a signed-in user of another kind is told whose page this is and pointed home.
 */
export function RequireAuth({ kind, children }: { kind?: UserKind; children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === "loading") return <PageSpinner />;
  if (!user) {
    // Signing out navigates home first; while that transition renders, this page must not bounce to sign-in.
    if (window.location.pathname !== location.pathname) return <PageSpinner />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  if (kind && user.kind !== kind) {
    const home = accountHome[user.kind] ?? accountHome.couple;
    return (
      <div className="mx-auto max-w-lg px-6 py-24 text-center">
        <h1 className="text-3xl text-ink">This page belongs to another kind of account</h1>
        <p className="mt-3 text-muted">
          You are signed in as <EmailAddress email={user.email} />. Your own page is one click away.
        </p>
        <ButtonLink to={home.path} className="mt-8">
          Go to {home.label}
        </ButtonLink>
      </div>
    );
  }
  return <>{children}</>;
}
