import { sql } from "drizzle-orm";
import { cities, vendorCategories } from "@shared/catalog";
import type { Db } from "../client";
import { schema as s } from "../schema";
import { loadKnowledge } from "../../modules/june/knowledge/load-knowledge";
import { demoAccounts } from "./demo-accounts";
import { seedDemoBudget } from "./demo-budget";
import { seedDemoGuestList } from "./demo-guests";
import { seedDemoWeddingWebsite } from "./demo-wedding-website";
import { seedFriendors } from "./marketplace-friendors";
import { seedMarketplace } from "./marketplace-seed";
import { seedTourSlots } from "./marketplace-tours";

export type SeedOptions = {
  demo: boolean;
  /** Also the demo admin (demo@admin.test). Never in production: its password is public (README). */
  demoAdmin: boolean;
  hashPassword: (password: string) => Promise<string>;
};

/**
 * Idempotent: reference data is upserted, demo accounts are created only when missing.
 * Deterministic: fixed ids and values, no randomness, one transaction.
 * With demo data, the marketplace listings (issue #3) are loaded once, when there are no venues yet.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(s.cities)
      .values([...cities])
      .onConflictDoUpdate({
        target: s.cities.id,
        set: {
          name: sql`excluded.name`,
          state: sql`excluded.state`,
          displayName: sql`excluded.display_name`,
        },
      });
    await tx
      .insert(s.vendorCategories)
      .values(vendorCategories.map((c, position) => ({ ...c, position })))
      .onConflictDoUpdate({
        target: s.vendorCategories.slug,
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
  });
  await loadKnowledge(db); // June's planning guides: reference data, loaded with or without demo data
  if (!opts.demo) return;
  for (const demo of demoAccounts) {
    if (demo.isAdmin && !opts.demoAdmin) continue;
    const exists = await db
      .select({ id: s.user.id })
      .from(s.user)
      .where(sql`${s.user.email} = ${demo.email}`);
    if (exists.length > 0) continue;
    const password = await opts.hashPassword(demo.password);
    await db.transaction(async (tx) => {
      await tx.insert(s.user).values({
        id: demo.id,
        name: demo.name,
        email: demo.email,
        emailVerified: true,
        kind: demo.kind,
        isAdmin: demo.isAdmin === true,
        createdAt: new Date("2026-01-01T12:00:00Z"),
        updatedAt: new Date("2026-01-01T12:00:00Z"),
      });
      await tx.insert(s.account).values({
        id: `${demo.id}-credential`,
        accountId: demo.id,
        providerId: "credential",
        userId: demo.id,
        password,
      });
      if (demo.couple) await tx.insert(s.coupleProfiles).values({ id: demo.id, ...demo.couple });
      if (demo.business) await tx.insert(s.businessProfiles).values({ id: demo.id, ...demo.business });
      if (demo.contributor) {
        // An accepted invitation: active, no token left to use.
        await tx.insert(s.contributorProfiles).values({ userId: demo.id });
        await tx.insert(s.coupleContributors).values({
          ...demo.contributor,
          userId: demo.id,
          email: demo.email,
          name: demo.name,
          status: "active",
          invitedAt: new Date("2026-01-02T12:00:00Z"),
          acceptedAt: new Date("2026-01-03T12:00:00Z"),
        });
      }
    });
  }
  await seedDemoWeddingWebsite(db);
  await seedMarketplace(db);
  await seedFriendors(db);
  await seedTourSlots(db);
  await seedDemoGuestList(db);
  await seedDemoBudget(db);
}
