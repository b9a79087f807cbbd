import { formatUsd } from "@client/components/listings/format";
import type { Choice } from "@client/components/listings/filter-controls";
import {
  venueStyleLabels,
  venueStyles,
  type VenueSetting,
  type VenueSort,
} from "@shared/marketplace-catalog";

export const settingLabels: Record<VenueSetting, string> = {
  indoor: "Indoor",
  outdoor: "Outdoor",
  both: "Indoor & outdoor",
};

export const capacityLabel = (seated: number) => `Up to ${seated.toLocaleString("en-US")} seated`;

/** Sort labels; "relevance" reads as best match for a text search, otherwise featured first. */
export function sortChoices(hasQuery: boolean): Choice[] {
  const labels: Record<VenueSort, string> = {
    relevance: hasQuery ? "Best match" : "Recommended",
    "price-asc": "Price: low to high",
    "price-desc": "Price: high to low",
    "capacity-desc": "Largest capacity",
    name: "Name (A–Z)",
  };
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export const guestOptions = [50, 100, 150, 200, 300];
export const guestLabel = (n: number) => `Seats ${n}+`;

export const budgetOptions = [5_000, 7_500, 10_000, 15_000, 20_000, 25_000];
export const budgetLabel = (n: number) => `Up to ${formatUsd(n)}`;

export const styleChoices: Choice[] = [
  { value: "", label: "Any" },
  ...venueStyles.map((s) => ({ value: s, label: venueStyleLabels[s] })),
];

export const settingChoices: Choice[] = [
  { value: "", label: "Any" },
  { value: "indoor", label: "Indoor" },
  { value: "outdoor", label: "Outdoor" },
];
