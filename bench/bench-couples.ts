import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Db } from "../src/server/db/client";
import { schema } from "../src/server/db/schema";
import { insertGuests } from "../src/server/testing/guest-rows";

/** The password every bench couple signs in with. */
export const BENCH_COUPLE_PASSWORD = "bench-password-42";

/**
 * Couples with a realistic plan for June's benches (bench:june, bench:june-builtin): a verified account
 * with a password, a profile (Cleveland, 18 Sep 2027, 120 guests) and 30 guests split across the three
 * answers. Each bench adds its own budget and saved venues.
 */
export async function insertBenchCouples(
  db: Db,
  o: { count: number; emailPrefix: string; weddingStyle: string },
): Promise<{ id: string; email: string }[]> {
  const passwordHash = await hashPassword(BENCH_COUPLE_PASSWORD);
  const users = Array.from({ length: o.count }, (_, i) => ({
    id: randomUUID(),
    email: `${o.emailPrefix}-${i}-${Date.now()}@example.test`,
  }));
  await db.insert(schema.user).values(
    users.map((u, i) => ({
      id: u.id,
      name: `Bench ${i}`,
      email: u.email,
      emailVerified: true,
      kind: "couple" as const,
    })),
  );
  await db.insert(schema.account).values(
    users.map((u) => ({
      id: `${u.id}-credential`,
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      password: passwordHash,
    })),
  );
  await db.insert(schema.coupleProfiles).values(
    users.map((u, i) => ({
      id: u.id,
      partner1Name: `Ava${i}`,
      partner2Name: `Noah${i}`,
      weddingDate: "2027-09-18",
      guestCount: 120,
      cityId: "cleveland",
      weddingStyle: o.weddingStyle,
    })),
  );
  await insertGuests(
    db,
    users.flatMap((u) =>
      Array.from({ length: 30 }, (_, g) => ({
        coupleId: u.id,
        name: `Guest ${g}`,
        rsvpStatus: (["attending", "pending", "declined"] as const)[g % 3]!,
      })),
    ),
  );
  return users;
}
