import type { Db } from "../../db/client";
import type { CoupleToolPorts } from "../../providers/ai/tools/couple-tool-ports";
import { coupleProfileFacts } from "../account/couple-profile.service";
import {
  budgetCategoryAllocations,
  budgetOf,
  budgetTotalCents,
  budgetTrackerFacts,
} from "../budgets/budgets.service";
import { guestCounts, guestEventNames, pendingHouseholds } from "../guests/guests.service";
import { recentSavedVenues, venueToSave } from "../saved-venues/saved-venues.service";
import { searchVendors } from "../vendors/vendors.service";
import { searchPublicVenues } from "../venues/venues.service";
import { guidePassages } from "./knowledge/search-knowledge";

/**
 * The ports June's tools run on (decision 016), bound to one couple: each is a service function of the
 * module that owns the data, called with the couple id from the request's access scope.
 */
export function coupleToolPorts(db: Db, coupleId: string): CoupleToolPorts {
  return {
    profile: () => coupleProfileFacts(db, coupleId),
    async searchVenues({ limit, ...filters }) {
      // The venues page's own search (its contract's defaults: relevance, page 1), so June's answer and
      // the page she links to list the same venues (issue #18).
      const page = await searchPublicVenues(db, { ...filters, pageSize: limit });
      return {
        total: page.total,
        ...(page.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
        results: page.items.map((v) => ({
          slug: v.slug,
          name: v.name,
          cityId: v.cityId,
          neighborhood: v.neighborhood,
          capacitySeated: v.capacitySeated,
          priceFrom: v.priceFrom,
          styles: v.styles,
          setting: v.setting,
        })),
      };
    },
    async searchVendors({ limit, sort, ...filters }) {
      const page = await searchVendors(db, {
        ...filters,
        sort: sort ?? "relevance",
        page: 1,
        pageSize: limit,
      });
      return {
        total: page.total,
        ...(page.totalIsLowerBound ? { totalIsLowerBound: true } : {}),
        results: page.items.map((v) => ({
          slug: v.slug,
          businessName: v.businessName,
          categorySlug: v.categorySlug,
          cityId: v.cityId,
          priceFrom: v.priceFrom,
          tagline: v.tagline,
        })),
      };
    },
    budget: () => budgetOf(db, coupleId),
    budgetTracker: (dueSoonLimit) => budgetTrackerFacts(db, coupleId, dueSoonLimit),
    async guestStats(pendingNames) {
      const [counts, events, pending] = await Promise.all([
        guestCounts(db, coupleId),
        guestEventNames(db, coupleId),
        pendingHouseholds(db, coupleId, pendingNames),
      ]);
      const nameOf = new Map(events.map((e) => [e.id, e.name]));
      return {
        total: counts.total,
        attending: counts.attending,
        pending: counts.pending,
        declined: counts.declined,
        households: counts.households,
        events: counts.byEvent.flatMap(({ eventId, ...n }) => {
          const name = nameOf.get(eventId);
          return name === undefined ? [] : [{ name, ...n }];
        }),
        meals: Object.entries(counts.meals)
          .map(([meal, count]) => ({ meal, count }))
          .sort((a, b) => b.count - a.count || a.meal.localeCompare(b.meal)),
        pendingHouseholds: pending,
      };
    },
    guestEvents: () => guestEventNames(db, coupleId),
    savedVenues: (limit) => recentSavedVenues(db, coupleId, limit),
    venueToSave: (slug) => venueToSave(db, coupleId, slug),
    budgetTotalCents: () => budgetTotalCents(db, coupleId),
    budgetCategories: () => budgetCategoryAllocations(db, coupleId),
    guidePassages: (topic, limit) => guidePassages(db, topic, limit),
  };
}
