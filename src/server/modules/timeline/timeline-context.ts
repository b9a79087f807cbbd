import { and, count, eq, sql } from "drizzle-orm";
import type { PlanContext } from "@shared/rules/timeline-plan";
import type { Db } from "../../db/client";
import { weddingBudgets } from "../../db/schema/budgets";
import { guestListSettings, households } from "../../db/schema/guests";
import { inquiries } from "../../db/schema/inquiries";
import { vendors } from "../../db/schema/marketplace";
import { cities } from "../../db/schema/places";
import { coupleProfiles } from "../../db/schema/profiles";
import { savedVenues } from "../../db/schema/saved-venues";
import { timelineTasks } from "../../db/schema/timeline";
import { weddingWebsites } from "../../db/schema/wedding-websites";

/** What the planner knows of a couple (the couple's own facts only; nothing else goes to the AI). */
export async function loadPlanContext(db: Db, coupleId: string, today: string): Promise<PlanContext> {
  const [[profile], [budget], booked, [saved], [guests], [settings], [website], done] = await Promise.all([
    db
      .select({
        weddingDate: coupleProfiles.weddingDate,
        guestCount: coupleProfiles.guestCount,
        city: cities.displayName,
      })
      .from(coupleProfiles)
      .leftJoin(cities, eq(cities.id, coupleProfiles.cityId))
      .where(eq(coupleProfiles.id, coupleId)),
    db
      .select({ total: weddingBudgets.totalCents })
      .from(weddingBudgets)
      .where(eq(weddingBudgets.userId, coupleId)),
    db
      .selectDistinct({
        category: sql<string>`case when ${inquiries.venueId} is not null then 'venue' else ${vendors.categorySlug} end`,
      })
      .from(inquiries)
      .leftJoin(vendors, eq(vendors.id, inquiries.vendorId))
      .where(and(eq(inquiries.coupleId, coupleId), eq(inquiries.status, "booked"))),
    db.select({ n: count() }).from(savedVenues).where(eq(savedVenues.userId, coupleId)),
    db.select({ n: count() }).from(households).where(eq(households.coupleId, coupleId)),
    db
      .select({ deadline: guestListSettings.rsvpDeadline })
      .from(guestListSettings)
      .where(eq(guestListSettings.coupleId, coupleId)),
    db.select({ n: count() }).from(weddingWebsites).where(eq(weddingWebsites.coupleId, coupleId)),
    db
      .select({ key: timelineTasks.templateKey })
      .from(timelineTasks)
      .where(and(eq(timelineTasks.coupleId, coupleId), eq(timelineTasks.status, "done"))),
  ]);
  return {
    weddingDate: profile?.weddingDate ?? null,
    today,
    cityName: profile?.city ?? null,
    guestCount: profile?.guestCount ?? null,
    budgetTotalCents: budget?.total ?? null,
    bookedCategories: booked.map((b) => b.category).filter((c): c is string => Boolean(c)),
    savedVenues: Number(saved?.n ?? 0),
    hasGuestList: Number(guests?.n ?? 0) > 0,
    hasRsvpDeadline: Boolean(settings?.deadline),
    hasWebsite: Number(website?.n ?? 0) > 0,
    doneKeys: done.map((d) => d.key).filter((k): k is string => k !== null),
  };
}
