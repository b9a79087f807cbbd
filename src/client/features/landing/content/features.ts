/** The landing page's six-feature grid; the links and their order are fixed by spec section 2. */
export type FeatureId = "timeline" | "guests" | "florals" | "vendors" | "floor-plan" | "budget";

export type Feature = { id: FeatureId; title: string; description: string; href: string; linkLabel: string };

export const features: readonly Feature[] = [
  {
    id: "timeline",
    title: "Master timeline",
    description:
      "An AI-built plan from today to the last dance that re-times itself when your date or vendors change.",
    href: "/planning/master-timeline",
    linkLabel: "Build your timeline",
  },
  {
    id: "guests",
    title: "Guest list & RSVPs",
    description:
      "Every guest, meal choice and plus-one in one list, with QR-code RSVPs that update it for you.",
    href: "/planning/guest-list-manager",
    linkLabel: "Manage your guests",
  },
  {
    id: "florals",
    title: "Floral design studio",
    description:
      "Compose bouquets and centerpieces by color and season, then share the design with your florist.",
    href: "/floral-design-studio",
    linkLabel: "Design your flowers",
  },
  {
    id: "vendors",
    title: "Vendor collaboration",
    description:
      "Talk with your photographer, caterer and florist in shared threads that already know your date.",
    href: "/vendor-benefits",
    linkLabel: "See how vendors join in",
  },
  {
    id: "floor-plan",
    title: "Floor plan builder",
    description: "Drag tables onto your venue's real layout and seat every guest where they belong.",
    href: "/floor-plan-builder",
    linkLabel: "Plan your room",
  },
  {
    id: "budget",
    title: "Family budget sharing",
    description: "Track every dollar and let parents see — or help with — only the categories you choose.",
    href: "/budget-permissions",
    linkLabel: "Share your budget",
  },
];
