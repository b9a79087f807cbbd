import { count, desc, eq } from "drizzle-orm";
import type { AuditPage } from "@shared/schemas/help-desk";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { adminAuditLog } from "../../db/schema/help-desk";

export type AuditAction =
  | "ticket.status"
  | "ticket.assign"
  | "ticket.reply"
  | "ticket.note"
  | "user.disable"
  | "user.enable"
  | "user.resend_verification"
  | "mail.test";

export type AuditEntryInput = {
  actorId: string;
  action: AuditAction;
  targetType: "ticket" | "user" | "mail";
  targetId: string | null;
  detail?: Record<string, unknown>;
};

/**
 * Writes one row of the admin audit log. Callers pass their transaction, so the row exists exactly when
 * the action's own writes commit (decision 044: an action without its audit row never happened).
 */
export async function writeAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(adminAuditLog).values({ ...entry, detail: entry.detail ?? {} });
}

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, with the actor's name (or email) — a deleted actor reads as null. */
export async function listAudit(db: Db, page: number): Promise<AuditPage> {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      actorName: user.name,
      actorEmail: user.email,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      detail: adminAuditLog.detail,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(user, eq(user.id, adminAuditLog.actorId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(adminAuditLog);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actor: r.actorName ? `${r.actorName} <${r.actorEmail}>` : null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      detail: JSON.stringify(r.detail ?? {}),
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
