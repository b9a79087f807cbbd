import { z } from "zod";
import { line } from "./strings";

/** One signed-in device of the account (issue #17). The session token itself never leaves the server. */
export const activeSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  mobile: z.boolean(),
  /** The address the session was made from; no place lookup (nothing is sent to outside services). */
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last refreshed (at most an hour behind, see auth.ts `session.updateAge`). */
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });

export const sessionIdParamsSchema = z.object({ id: line({ max: 128, trim: false }) });

export const revokedSchema = z.object({ revoked: z.number().int() });

/** A code from the authenticator app: six digits (spaces people type from the app are removed). */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."));

/** A backup code as shown once at enrolment: ten letters and digits, with or without the dash. */
export const backupCodeSchema = z
  .string()
  .transform((v) => v.trim())
  .pipe(
    z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, "Enter one of your backup codes, like abcde-12345."),
  );

/** better-auth stores backup codes as "abcde-12345": a code typed without its dash gets it back. */
export function normalizeBackupCode(code: string): string {
  const bare = code.replace(/-/g, "");
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
}

export const confirmPasswordSchema = z.object({ password: z.string().min(1, "Enter your password.") });
