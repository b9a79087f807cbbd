import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { cityIds, type CityId } from "@shared/catalog";
import type { AdminReviewReport, ReviewReportAction, ReviewReportStatus } from "@shared/schemas/reviews";
import type { Db } from "../../db/client";
import { user } from "../../db/schema/auth";
import { vendors, venues } from "../../db/schema/marketplace";
import { coupleProfiles } from "../../db/schema/profiles";
import { reviewReports, reviews } from "../../db/schema/reviews";
import { AppError } from "../../errors";
import { adjustAggregates, reviewColumns, toReview } from "./review-rows";

/**
 * The admin's queue of reported reviews (issue #13). Who may act is the admin guard's business
 * (modules/admin/admin.routes.ts). Hiding a review takes it out of the listing's rating in the same
 * transaction and settles every open report of it; dismissing settles one report.
 */

const reporter = alias(user, "reporter");
const asCity = (id: string) => ((cityIds as readonly string[]).includes(id) ? id : "cleveland") as CityId;

function reportsQuery(db: Db) {
  return db
    .select({
      ...reviewColumns,
      reportId: reviewReports.id,
      reportStatus: reviewReports.status,
      reportReason: reviewReports.reason,
      reportedAt: reviewReports.createdAt,
      resolvedAt: reviewReports.resolvedAt,
      reporterName: reporter.name,
      reporterEmail: reporter.email,
      reviewStatus: reviews.status,
      listingKind: sql<
        "venue" | "vendor"
      >`case when ${reviews.venueId} is null then 'vendor' else 'venue' end`,
      listingSlug: sql<string>`coalesce(${venues.slug}, ${vendors.slug}, '')`,
      listingName: sql<string>`coalesce(${venues.name}, ${vendors.businessName}, 'A removed listing')`,
      listingCity: sql<string>`coalesce(${venues.cityId}, ${vendors.cityId}, 'cleveland')`,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(user, eq(user.id, reviews.coupleId))
    .leftJoin(coupleProfiles, eq(coupleProfiles.id, reviews.coupleId))
    .leftJoin(reporter, eq(reporter.id, reviewReports.reporterId))
    .leftJoin(venues, eq(venues.id, reviews.venueId))
    .leftJoin(vendors, eq(vendors.id, reviews.vendorId));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>["execute"]>>[number];

function toReport(row: ReportRow): AdminReviewReport {
  return {
    id: row.reportId,
    status: row.reportStatus as ReviewReportStatus,
    reason: row.reportReason,
    reporter: row.reporterName
      ? `${row.reporterName} (${row.reporterEmail ?? ""})`
      : row.reporterEmail || "Signed-out visitor",
    createdAt: row.reportedAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    review: { ...toReview(row), status: row.reviewStatus },
    listing: {
      kind: row.listingKind,
      slug: row.listingSlug,
      name: row.listingName,
      cityId: asCity(row.listingCity),
    },
  };
}

/** Reports by status, oldest open first (a queue); settled ones newest first. */
export async function listReviewReports(
  db: Db,
  status: ReviewReportStatus | "all",
): Promise<AdminReviewReport[]> {
  const query = reportsQuery(db);
  const rows = await (status === "all" ? query : query.where(eq(reviewReports.status, status)))
    .orderBy(
      status === "open" ? reviewReports.createdAt : desc(reviewReports.createdAt),
      desc(reviewReports.id),
    )
    .limit(200);
  return rows.map(toReport);
}

async function readReport(db: Db, id: string): Promise<AdminReviewReport> {
  const [row] = await reportsQuery(db).where(eq(reviewReports.id, id));
  if (!row) throw new AppError("NOT_FOUND", "We couldn't find that report.");
  return toReport(row);
}

/**
 * Hide the reported review (it leaves the listing's page and rating; every open report of it is upheld)
 * or dismiss the report (the review stays). A report already settled answers 409.
 */
export async function decideReviewReport(
  db: Db,
  id: string,
  action: ReviewReportAction,
): Promise<AdminReviewReport> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ status: reviewReports.status, reviewId: reviewReports.reviewId })
      .from(reviewReports)
      .where(eq(reviewReports.id, id))
      .for("update");
    if (!report) throw new AppError("NOT_FOUND", "We couldn't find that report.");
    if (report.status !== "open")
      throw new AppError("CONFLICT", "This report was already decided.", { reason: "already_decided" });
    if (action === "dismiss") {
      await tx
        .update(reviewReports)
        .set({ status: "dismissed", resolvedAt: sql`now()` })
        .where(eq(reviewReports.id, id));
      return;
    }
    const [hidden] = await tx
      .update(reviews)
      .set({ status: "hidden" })
      .where(and(eq(reviews.id, report.reviewId), eq(reviews.status, "published")))
      .returning({ rating: reviews.rating, venueId: reviews.venueId, vendorId: reviews.vendorId });
    if (hidden) await adjustAggregates(tx, hidden, { count: -1, rating: hidden.rating });
    await tx
      .update(reviewReports)
      .set({ status: "upheld", resolvedAt: sql`now()` })
      .where(and(eq(reviewReports.reviewId, report.reviewId), eq(reviewReports.status, "open")));
  });
  return readReport(db, id);
}
