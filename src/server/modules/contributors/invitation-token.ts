import { createHash, randomBytes } from "node:crypto";
import { INVITATION_DAYS } from "@shared/schemas/collaboration";

/**
 * An invitation link's secret (docs/decisions/031): 32 random bytes, base64url (43 characters). Only its
 * SHA-256 is stored, so a leaked database row cannot be turned into a working link.
 */
export function newInvitationToken(now = new Date()): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token), expiresAt: invitationExpiry(now) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function invitationExpiry(from: Date): Date {
  return new Date(from.getTime() + INVITATION_DAYS * 86_400_000);
}

/** Tokens we issue look like this; anything else is answered as unknown without a query. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
