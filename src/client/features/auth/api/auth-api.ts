import { useQuery } from "@tanstack/react-query";
import { accountHome, type UserKind } from "@shared/catalog";
import type { ResetLinkStatus } from "@shared/schemas/auth";
import { api } from "@client/lib/api";

/**
 * Where the verification link lands: the link signs the person in (server auth.ts), so their account page
 * — or, for a new couple, the first-run flow (issue #14), which leads to their dashboard. Only the link
 * lands there: a later sign-in still follows the spec's rule (shared/rules/post-sign-in.ts).
 */
export function verifiedLanding(kind: UserKind) {
  return kind === "couple" ? "/onboarding?verified=1" : `${accountHome[kind].path}?verified=1`;
}

/** `callbackURL`: where the verification link lands instead (a contributor's invitation, issue #13). */
export function signUp(input: {
  name: string;
  email: string;
  password: string;
  kind: UserKind;
  callbackURL?: string;
}) {
  return api("POST", "/api/auth/sign-up/email", {
    ...input,
    callbackURL: input.callbackURL ?? verifiedLanding(input.kind),
  });
}

/** `twoFactorRedirect`: the password was right and the account asks for its second factor (issue #17). */
export function signIn(input: { email: string; password: string }) {
  return api<{ twoFactorRedirect?: boolean } | null>("POST", "/api/auth/sign-in/email", {
    ...input,
    rememberMe: true,
  });
}

/** The second step of a two-factor sign-in: a code from the app, or one of the backup codes. */
export function verifySecondFactor(kind: "totp" | "backup", code: string, trustDevice: boolean) {
  const path =
    kind === "totp" ? "/api/auth/two-factor/verify-totp" : "/api/auth/two-factor/verify-backup-code";
  return api("POST", path, { code, trustDevice });
}

export function requestPasswordReset(email: string) {
  return api("POST", "/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
}

/** Whether the emailed reset link still works, asked once when the page opens (issue #18). */
export function useResetLinkStatus(token: string) {
  return useQuery({
    queryKey: ["password-reset-status", token],
    queryFn: () =>
      api<{ status: ResetLinkStatus }>(
        "GET",
        `/api/password-reset/status?token=${encodeURIComponent(token)}`,
      ).then((r) => r.status),
    staleTime: Infinity,
    retry: 1,
  });
}

export function resetPassword(token: string, newPassword: string) {
  return api("POST", "/api/auth/reset-password", { token, newPassword });
}

export function getClientConfig() {
  return api<{ devMailbox: boolean }>("GET", "/api/client-config");
}
