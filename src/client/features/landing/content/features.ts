/**
 * The landing page's six-feature grid (spec section 2). A card links only to a page that exists: the
 * timeline (issue #15), the guest list (issue #12) and family budget sharing (issue #14) to their pages;
 * the tools not built yet have no link and say so, until their issue brings the spec's route
 * (/floral-design-studio, /floor-plan-builder; docs/decisions/018).
 */
export type FeatureId = "timeline" | "guests" | "florals" | "vendors" | "floor-plan" | "budget";

export type Feature = {
  id: FeatureId;
  title: string;
  description: string;
  link?: { href: string; label: string };
};

export const features: readonly Feature[] = [
  {
    id: "timeline",
    title: "Master timeline",
    description:
      "An AI-built plan from today to the last dance that re-times itself when your date or vendors change.",
    link: { href: "/planning/master-timeline", label: "Open your timeline" },
  },
  {
    id: "guests",
    title: "Guest list & RSVPs",
    description:
      "Every guest, meal choice and plus-one in one list, with QR-code RSVPs that update it for you.",
    link: { href: "/planning/guest-list-manager", label: "Open your guest list" },
  },
  {
    id: "florals",
    title: "Floral design studio",
    description:
      "Compose bouquets and centerpieces by color and season, then share the design with your florist.",
  },
  {
    id: "vendors",
    title: "Vendor collaboration",
    description:
      "Talk with your photographer, caterer and florist in shared threads that already know your date.",
    link: { href: "/vendor-benefits", label: "See how vendors join in" },
  },
  {
    id: "floor-plan",
    title: "Floor plan builder",
    description: "Drag tables onto your venue's real layout and seat every guest where they belong.",
  },
  {
    id: "budget",
    title: "Family budget sharing",
    description: "Track every dollar and let parents see — or help with — only the categories you choose.",
    link: { href: "/budget-permissions", label: "See how sharing works" },
  },
];
