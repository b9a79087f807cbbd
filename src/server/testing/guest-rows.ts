import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { guests, households } from "../db/schema/guests";

type GuestRow = Omit<typeof guests.$inferInsert, "householdId">;

/**
 * Puts guests on a couple's list for a test, each in a household of one (the guest list issue's model:
 * every guest belongs to a household). Returns the inserted guests.
 */
export async function insertGuests(db: Db, rows: GuestRow[]) {
  if (rows.length === 0) return [];
  const homes = await db
    .insert(households)
    .values(
      rows.map((r) => ({
        coupleId: r.coupleId,
        name: r.name,
        rsvpToken: randomBytes(24).toString("base64url"),
      })),
    )
    .returning({ id: households.id });
  return db
    .insert(guests)
    .values(rows.map((r, i) => ({ ...r, householdId: homes[i]!.id })))
    .returning();
}
