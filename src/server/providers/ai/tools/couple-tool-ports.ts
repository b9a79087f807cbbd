import type { CityId, VendorCategorySlug } from "@shared/catalog";
import type { ToolIO } from "../types";

/**
 * What June's tools may ask of the product (decision 016): a port of service functions, already bound to
 * ONE couple by whoever builds it (the June module, from the other modules' services). Providers never
 * import modules, so the tools reach data only through this object — and, as no function takes a user
 * or couple id, neither a model nor text injected into a listing can reach anyone else's data.
 */
export type CoupleToolPorts = {
  /** The couple's profile; null before they filled it in. */
  profile: () => Promise<ToolIO["couple_profile"]["output"] | null>;
  /** The public venue search (published, not hidden), by relevance. */
  searchVenues: (filters: VenueToolFilters) => Promise<ToolIO["search_venues"]["output"]>;
  /** The public vendor search (published, not hidden), by relevance. */
  searchVendors: (filters: VendorToolFilters) => Promise<ToolIO["search_vendors"]["output"]>;
  /** The couple's budget as stored; null when none is set. */
  budget: () => Promise<{
    totalBudget: number;
    guestCount: number | null;
    categoryAllocations: Record<string, unknown>;
  } | null>;
  /**
   * The budget tracker's figures (issue #14) when the couple has categories, from the database only:
   * committed, paid and still to pay in USD to the cent, and the unpaid payments due within 30 days or
   * overdue (soonest first, at most `dueSoonLimit`); null before the tracker is started.
   */
  budgetTracker: (dueSoonLimit: number) => Promise<ToolIO["budget_summary"]["output"]["tracker"]>;
  /**
   * The guest list's counts (issue #12: deleted guests and households waiting for review left out): per
   * status, per event with its name, meals of attending guests, and up to `pendingNames` households that
   * haven't answered.
   */
  guestStats: (pendingNames: number) => Promise<ToolIO["guest_stats"]["output"]>;
  /** The couple's wedding events (ceremony, reception…), in their order. */
  guestEvents: () => Promise<{ id: string; name: string }[]>;
  /** The couple's saved venues that are still listed, newest first. */
  savedVenues: (limit: number) => Promise<ToolIO["saved_venues"]["output"]["venues"]>;
  /** A listed venue by slug and whether the couple already saved it; null when none is listed. */
  venueToSave: (slug: string) => Promise<{ slug: string; name: string; saved: boolean } | null>;
  /** The budget's total in integer cents; null before the couple has a budget (issue #16). */
  budgetTotalCents: () => Promise<number | null>;
  /** The budget tracker's categories in the tracker's order, allocations in integer cents (issue #16). */
  budgetCategories: () => Promise<{ id: string; name: string; allocatedCents: number }[]>;
  /** The planning guides' passages most relevant to a topic. */
  guidePassages: (topic: string, limit: number) => Promise<ToolIO["planning_guide"]["output"]["passages"]>;
};

export type VenueToolFilters = {
  q?: string | undefined;
  city?: CityId | undefined;
  guests?: number | undefined;
  maxPrice?: number | undefined;
  setting?: "indoor" | "outdoor" | undefined;
  sort?: "relevance" | "price-asc" | "price-desc" | "capacity-desc" | undefined;
  limit: number;
};

export type VendorToolFilters = {
  q?: string | undefined;
  city?: CityId | undefined;
  category?: VendorCategorySlug | undefined;
  maxPrice?: number | undefined;
  sort?: "relevance" | "price-asc" | "price-desc" | undefined;
  limit: number;
};
