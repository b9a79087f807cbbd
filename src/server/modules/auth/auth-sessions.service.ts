import { and, eq } from "drizzle-orm";
import { parseUserAgent } from "@shared/rules/user-agent";
import type { ActiveSession } from "@shared/schemas/account-security";
import type { Db } from "../../db/client";
import { session } from "../../db/schema/auth";
import { AppError } from "../../errors";
import type { Auth } from "./auth";

/**
 * The account's signed-in devices (issue #17) through better-auth's own session API (`listSessions`,
 * `revokeSession`, `revokeOtherSessions`), so its cookie and cache rules hold. The browser only ever sees a
 * session's id: tokens stay here, or a script on the page could take over the other devices.
 */
/** The auth instance, as the account-security routes hold it (they may not import auth.ts itself). */
export type SessionAuth = Auth;

export async function listActiveSessions(auth: Auth, headers: Headers): Promise<ActiveSession[]> {
  const [current, sessions] = await Promise.all([
    auth.api.getSession({ headers }),
    auth.api.listSessions({ headers }),
  ]);
  return sessions
    .map((s) => ({
      id: s.id,
      ...parseUserAgent(s.userAgent),
      ipAddress: s.ipAddress ?? null,
      createdAt: new Date(s.createdAt).toISOString(),
      lastUsedAt: new Date(s.updatedAt).toISOString(),
      current: s.id === current?.session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/** Ends one of the viewer's own sessions; another account's session id reads as not found. */
export async function revokeOneSession(auth: Auth, db: Db, headers: Headers, userId: string, id: string) {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND", "That session has already ended.");
  await auth.api.revokeSession({ headers, body: { token: row.token } });
}

/** Ends every session of the viewer but this one; answers how many ended. */
export async function revokeOtherSessions(auth: Auth, headers: Headers): Promise<number> {
  const before = await auth.api.listSessions({ headers });
  await auth.api.revokeOtherSessions({ headers });
  return Math.max(0, before.length - 1);
}

export function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(raw)) if (typeof v === "string") headers.set(k, v);
  return headers;
}
