import { and, eq, isNull } from "drizzle-orm";
import type { Household } from "@shared/schemas/guests";
import type { Db } from "../../db/client";
import { households } from "../../db/schema/guests";
import { notFound } from "../../errors";
import type { GuestListNews } from "./guest-list-bus";
import { readHouseholds } from "./guest-reads";

/**
 * The couple's "to review" list (issue #12): households that registered at /guest-registration/{code}
 * wait with reviewStatus "pending" (not on the list, not counted) until the couple approves or rejects.
 */

/** Registrations waiting for the couple's review, in the guest list's household shape, oldest first. */
export function listPendingRegistrations(db: Db, coupleId: string): Promise<Household[]> {
  return readHouseholds(db, coupleId, { reviewStatus: "pending" });
}

export const REGISTRATION_NOT_FOUND = "That registration was not found.";

/**
 * Approve (the household joins the list and counts) or reject a pending registration. Only the couple's
 * own pending households: anything else, another couple's included, answers 404.
 */
export async function reviewRegistration(
  db: Db,
  news: GuestListNews,
  coupleId: string,
  householdId: string,
  decision: "approve" | "reject",
): Promise<void> {
  const [row] = await db
    .update(households)
    .set({ reviewStatus: decision === "approve" ? "approved" : "rejected", updatedAt: new Date() })
    .where(
      and(
        eq(households.id, householdId),
        eq(households.coupleId, coupleId),
        eq(households.reviewStatus, "pending"),
        isNull(households.deletedAt),
      ),
    )
    .returning({ id: households.id });
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  news.announce(coupleId);
}
