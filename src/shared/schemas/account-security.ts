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
