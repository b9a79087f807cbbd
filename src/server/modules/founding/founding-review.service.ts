import { asc, desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { cityIds, type CityId } from "@shared/catalog";
import type { Viewer } from "@shared/schemas/account";
import { FOUNDING_SPOTS, type AdminApplication, type AdminApplications } from "@shared/schemas/admin";
import type { Db } from "../../db/client";
import { foundingApplications } from "../../db/schema/founding";
import { AppError, notFound } from "../../errors";
import { foundingAcceptedEmail, foundingDeclinedEmail } from "../../providers/email/claim-templates";
import type { Mailer } from "../../providers/email/mailer";
import { sendQuietly } from "../claims/claims.service";

/**
 * The review of Founding 50 applications (the operator's list and decisions). The admin area's routes
 * call it; who may decide is the admin guard's business (modules/admin/admin.routes.ts).
 */

export type FoundingReviewDeps = { db: Db; mailer: Mailer; publicUrl: string };

const asCity = (id: string) => ((cityIds as readonly string[]).includes(id) ? id : "cleveland") as CityId;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toApplication(r: typeof foundingApplications.$inferSelect): AdminApplication {
  return {
    id: r.id,
    businessName: r.businessName,
    contactName: r.contactName,
    email: r.email,
    phone: r.phone,
    website: r.website,
    cityId: asCity(r.cityId),
    categorySlug: r.categorySlug as AdminApplication["categorySlug"],
    yearsInBusiness: r.yearsInBusiness,
    weddingsPerYear: r.weddingsPerYear,
    why: r.why,
    status: r.status,
    createdAt: iso(r.createdAt)!,
    reviewedAt: iso(r.reviewedAt),
  };
}

const acceptedCount = (db: Db) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(foundingApplications)
    .where(eq(foundingApplications.status, "accepted"));

export async function listApplications(
  db: Db,
  status: "pending" | "accepted" | "declined" | "all",
): Promise<AdminApplications> {
  const rows = await db
    .select()
    .from(foundingApplications)
    .where(status === "all" ? undefined : eq(foundingApplications.status, status))
    .orderBy(
      status === "pending" ? asc(foundingApplications.createdAt) : desc(foundingApplications.createdAt),
      asc(foundingApplications.id),
    )
    .limit(200);
  const [accepted] = await acceptedCount(db);
  return { items: rows.map(toApplication), accepted: accepted?.n ?? 0, spots: FOUNDING_SPOTS };
}

/**
 * Accepts or declines a pending application and emails the applicant. Accepting stops at 50: the count and
 * the update run in one transaction that locks the accepted rows' table against a concurrent accept.
 */
export async function decideApplication(
  deps: FoundingReviewDeps,
  log: FastifyBaseLogger,
  admin: Viewer,
  id: string,
  decision: "accepted" | "declined",
): Promise<AdminApplication> {
  const row = await deps.db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(foundingApplications)
      .where(eq(foundingApplications.id, id))
      .for("update");
    if (!app) throw notFound("We couldn't find that application.");
    if (app.status !== "pending")
      throw new AppError("CONFLICT", `This application was already ${app.status}.`, {
        reason: "already_decided",
      });
    if (decision === "accepted") {
      // Serialises concurrent accepts so two cannot both take the 50th spot.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('founding_applications_accept'))`);
      const [accepted] = await acceptedCount(tx);
      if ((accepted?.n ?? 0) >= FOUNDING_SPOTS)
        throw new AppError("CONFLICT", `All ${FOUNDING_SPOTS} founding spots are taken.`, {
          reason: "spots_full",
        });
    }
    const [updated] = await tx
      .update(foundingApplications)
      .set({ status: decision, reviewerId: admin.id, reviewedAt: new Date() })
      .where(eq(foundingApplications.id, id))
      .returning();
    return updated!;
  });
  const mail = { contactName: row.contactName, businessName: row.businessName, url: deps.publicUrl };
  await sendQuietly(deps.mailer, log, {
    to: row.email,
    ...(decision === "accepted" ? foundingAcceptedEmail(mail) : foundingDeclinedEmail(mail)),
  });
  return toApplication(row);
}
