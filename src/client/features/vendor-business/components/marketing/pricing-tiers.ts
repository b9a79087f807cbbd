/** The vendor tiers shown on /vendor-pricing. Only "Listing" exists today; the paid tiers are planned. */
/** The plain statement the pricing page makes (issue #3): no payments are taken. */
export const NO_PAYMENTS_YET =
  "We don't take payments yet. Every vendor gets the free listing today; paid tiers open later, and you'll choose before anything is charged.";

export type TierId = "listing" | "featured" | "pro";

export type Tier = {
  id: TierId;
  name: string;
  price: string;
  cadence: string;
  summary: string;
  highlights: string[];
  isAvailable: boolean;
};

export const tiers: Tier[] = [
  {
    id: "listing",
    name: "Listing",
    price: "$0",
    cadence: "free forever",
    summary: "Everything you need to be found and booked.",
    highlights: [
      "Your own vendor page",
      "Up to 12 photos",
      "Up to 8 packages with prices",
      "Inquiries in your dashboard",
      "Views and inquiry stats",
      "Friendors recommendations",
    ],
    isAvailable: true,
  },
  {
    id: "featured",
    name: "Featured",
    price: "$39",
    cadence: "per month, planned",
    summary: "Stand out where couples browse your category.",
    highlights: [
      "Everything in Listing",
      "Featured placement in your city and category",
      "Featured badge on your page",
      "Up to 30 photos",
      "Priority in June's suggestions",
    ],
    isAvailable: false,
  },
  {
    id: "pro",
    name: "Pro",
    price: "$89",
    cadence: "per month, planned",
    summary: "For teams who want every lead and the numbers behind them.",
    highlights: [
      "Everything in Featured",
      "Featured in every city you serve",
      "Analytics: views by source and inquiry-to-booking rate",
      "Up to 3 team members",
      "Priority support from a person",
    ],
    isAvailable: false,
  },
];

/** Rows of the comparison table: which tiers include each feature (true) or a value per tier. */
export const comparison: { feature: string; values: Record<TierId, boolean | string> }[] = [
  { feature: "Vendor page in search", values: { listing: true, featured: true, pro: true } },
  { feature: "Photos", values: { listing: "12", featured: "30", pro: "30" } },
  { feature: "Packages with prices", values: { listing: "8", featured: "8", pro: "8" } },
  { feature: "Inquiries from couples", values: { listing: true, featured: true, pro: true } },
  { feature: "Friendors recommendations", values: { listing: true, featured: true, pro: true } },
  { feature: "Views and inquiry stats", values: { listing: true, featured: true, pro: true } },
  { feature: "Featured placement", values: { listing: false, featured: "Your city", pro: "Every city" } },
  { feature: "Priority in June's suggestions", values: { listing: false, featured: true, pro: true } },
  { feature: "Analytics by source", values: { listing: false, featured: false, pro: true } },
  { feature: "Team members", values: { listing: "1", featured: "1", pro: "3" } },
];
