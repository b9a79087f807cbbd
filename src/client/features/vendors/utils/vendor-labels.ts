import type { VendorCategorySlug } from "@shared/catalog";
import type { Choice } from "@client/components/listings/filter-controls";
import { formatUsd } from "@client/components/listings/format";
import type { VendorSort } from "@shared/marketplace-catalog";

/** How to count each category's vendors ("1 florist", "3 DJs & bands"). */
export const categoryNouns: Record<VendorCategorySlug, [singular: string, plural: string]> = {
  photographers: ["photographer", "photographers"],
  videographers: ["videographer", "videographers"],
  caterers: ["caterer", "caterers"],
  djband: ["DJ or band", "DJs & bands"],
  florists: ["florist", "florists"],
  weddingplanners: ["wedding planner", "wedding planners"],
  bakers: ["baker", "bakers"],
  hairmakeup: ["hair & makeup artist", "hair & makeup artists"],
  transportation: ["transportation company", "transportation companies"],
  officiants: ["officiant", "officiants"],
  bartenders: ["bartender", "bartenders"],
  decorators: ["decorator", "decorators"],
};

/** One line under each category's heading. */
export const categoryIntros: Record<VendorCategorySlug, string> = {
  photographers: "Documentary, editorial and fine-art photographers who capture the day as it felt.",
  videographers: "Films and highlight reels, from a single shooter to a full cinematic crew.",
  caterers: "Plated dinners, family-style feasts, food trucks and late-night bites.",
  djband: "DJs and live bands who read the room and keep the dance floor full.",
  florists: "Bouquets, arches and centerpieces, from garden-loose to classic and structured.",
  weddingplanners: "Full planning, partial planning and day-of coordinators who keep it calm.",
  bakers: "Tiered cakes, dessert tables and everything sweet in between.",
  hairmakeup: "Hair and makeup artists who come to you, for you and your whole party.",
  transportation: "Vintage cars, limousines, trolleys and shuttles for you and your guests.",
  officiants: "Religious, civil and personalized ceremonies, written with you.",
  bartenders: "Licensed bar service, signature cocktails and mobile bars.",
  decorators: "Lighting, draping, rentals and styling that transform any room.",
};

export function sortChoices(hasQuery: boolean): Choice[] {
  const labels: Record<VendorSort, string> = {
    relevance: hasQuery ? "Best match" : "Recommended",
    "price-asc": "Price: low to high",
    "price-desc": "Price: high to low",
    name: "Name (A–Z)",
  };
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export const budgetOptions = [500, 1_000, 2_500, 5_000, 10_000];
export const budgetLabel = (n: number) => `Up to ${formatUsd(n)}`;
