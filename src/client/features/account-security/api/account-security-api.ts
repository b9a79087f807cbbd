import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActiveSession } from "@shared/schemas/account-security";
import { api } from "@client/lib/api";

/**
 * Account security (issue #17): better-auth's own endpoints (two-factor, change of email, deletion) and
 * ours (signed-in devices, the export). Plain `api` calls, like the rest of the client's auth
 * (docs/decisions/045: no better-auth client runtime in the bundle).
 */
export const SESSIONS_KEY = ["account", "sessions"] as const;

/** Whether two-factor is on: better-auth's session carries the user's `twoFactorEnabled`. */
export function useTwoFactorEnabled() {
  return useQuery({
    queryKey: ["account", "two-factor"],
    queryFn: () =>
      api<{ user?: { twoFactorEnabled?: boolean } } | null>("GET", "/api/auth/get-session").then(
        (s) => s?.user?.twoFactorEnabled === true,
      ),
  });
}

export type Enrolment = { totpURI: string; backupCodes: string[] };

export const enableTwoFactor = (password: string) =>
  api<Enrolment>("POST", "/api/auth/two-factor/enable", { password });

export const confirmTwoFactor = (code: string) => api("POST", "/api/auth/two-factor/verify-totp", { code });

export const disableTwoFactor = (password: string) =>
  api("POST", "/api/auth/two-factor/disable", { password });

export const newBackupCodes = (password: string) =>
  api<{ backupCodes: string[] }>("POST", "/api/auth/two-factor/generate-backup-codes", { password });

export function useActiveSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => api<{ sessions: ActiveSession[] }>("GET", "/api/account/sessions").then((r) => r.sessions),
  });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("DELETE", `/api/account/sessions/${encodeURIComponent(id)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
    meta: { errorTitle: "Could not sign out that device" },
  });
}

export function useRevokeOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ revoked: number }>("POST", "/api/account/sessions/revoke-others", {}),
    onSettled: () => qc.invalidateQueries({ queryKey: SESSIONS_KEY }),
    meta: { errorTitle: "Could not sign out the other devices" },
  });
}

/** The link in the mail to the new address brings the person back here, the change done. */
export const requestEmailChange = (newEmail: string) =>
  api("POST", "/api/auth/change-email", { newEmail, callbackURL: "/account/security?emailChanged=1" });

export const deleteAccount = (password: string) => api("POST", "/api/auth/delete-user", { password });
