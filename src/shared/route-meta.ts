/**
 * Titles and descriptions of the client's routes. The server fills them into index.html for the first
 * paint and for link previews; the client sets document.title from the same table on navigation.
 * A path matching no pattern here is answered by the server with HTTP 404 (the SPA then shows its 404 page).
 */
import { cities, vendorCategories } from "./catalog";

export type RouteMeta = { pattern: string; title: string; description?: string };

export const SITE_NAME = "June Weddings";
export const DEFAULT_DESCRIPTION =
  "Plan your wedding in one place: venues and vendors in Ohio and Tennessee, guest list with QR-code RSVPs, budget, timeline — with June, the AI planner who knows your plan.";

export const routeMeta: RouteMeta[] = [
  {
    pattern: "/",
    title: "June Weddings — plan your wedding with an AI planner who knows your plan",
    description: DEFAULT_DESCRIPTION,
  },
  { pattern: "/index", title: "June Weddings — plan your wedding with an AI planner who knows your plan" },
  {
    pattern: "/how-to-get-started",
    title: "How to get started",
    description:
      "Four steps from yes to the big day: create your free account, tell June about your wedding, find venues and vendors, and invite the people who help.",
  },
  {
    pattern: "/about",
    title: "About us",
    description:
      "Why we built one connected place for couples, venues and vendors — and June, the planner who knows your plan.",
  },
  {
    pattern: "/company",
    title: "Company",
    description: "Who we are, how we work, and what we promise couples and wedding businesses.",
  },
  {
    pattern: "/contact",
    title: "Contact us",
    description:
      "Questions about planning, venues, vendors or your account? Write to us — a person answers within one business day.",
  },
  {
    pattern: "/faq",
    title: "Frequently asked questions",
    description: "Answers about cost, privacy, June the AI planner, venues, vendors and accounts.",
  },
  {
    pattern: "/privacy",
    title: "Privacy policy",
    description: "What we collect, why, how long we keep it, and how to export or delete your data.",
  },
  {
    pattern: "/terms",
    title: "Terms of service",
    description: "The terms for couples, venue owners and vendors using June Weddings.",
  },
  {
    pattern: "/help",
    title: "Help center",
    description: "Guides for accounts, planning tools, venues and vendors, with a way to reach a person.",
  },
  {
    pattern: "/coming-soon",
    title: "Coming soon",
    description: "What we are building next for couples and wedding businesses.",
  },
  { pattern: "/login", title: "Sign in" },
  { pattern: "/auth", title: "Sign in or create an account" },
  {
    pattern: "/signup/couple",
    title: "Create your couple account",
    description: "Free to start, no ads, no credit card. Plan your wedding with June.",
  },
  { pattern: "/signup/venue", title: "List your venue — create an account" },
  { pattern: "/signup/vendor", title: "Join as a vendor — create an account" },
  { pattern: "/vendor-signup", title: "Join as a vendor — create an account" },
  { pattern: "/password-reset", title: "Reset your password" },
  { pattern: "/reset-password", title: "Choose a new password" },
  { pattern: "/couple-welcome", title: "Welcome" },
  { pattern: "/couple-account", title: "My account" },
  { pattern: "/venue-owner-account", title: "Venue dashboard" },
  { pattern: "/vendor-account", title: "Vendor dashboard" },
  { pattern: "/dev/mailbox", title: "Development mailbox" },
  // Marketplace discovery (issue #3). Listing pages get their own title from the server (see plugins/spa.ts).
  {
    pattern: "/venues",
    title: "Wedding venues in Ohio and Tennessee",
    description: "Search barns, ballrooms, gardens, rooftops and more by city, guest count, price and style.",
  },
  ...cities.map((c) => ({
    pattern: `/venues/${c.id}`,
    title: `Wedding venues in ${c.displayName}`,
    description: `Compare wedding venues in ${c.displayName} by capacity, price and style, and request a tour.`,
  })),
  { pattern: "/venues/:id", title: "Wedding venue" },
  // Venue tours (issue #3): /request-venue-tour → /book-tour → /schedule-tour → /tour-success.
  {
    pattern: "/request-venue-tour",
    title: "Request a venue tour",
    description:
      "Book a time to see a wedding venue in person — no phone tag — plus a checklist of what to ask on your tour.",
  },
  { pattern: "/book-tour", title: "Choose a tour time" },
  { pattern: "/schedule-tour", title: "Confirm your venue tour" },
  { pattern: "/tour-success", title: "Your venue tour is booked" },
  // June, the couples' AI planner (issue #4).
  {
    pattern: "/ai-planner",
    title: "Meet June, your AI wedding planner",
    description:
      "June knows your date, guests, budget and saved venues, and answers from real listings in Ohio and Tennessee. She asks before she changes anything.",
  },
  {
    pattern: "/ai",
    title: "AI at June Weddings",
    description:
      "June plans with couples from their real plan; Grace is coming for support. Private, grounded, and you stay in charge.",
  },
  {
    pattern: "/june-for-planners",
    title: "June for wedding planners",
    description:
      "One assistant for every couple you plan for. Planner accounts are coming — tell us you're interested.",
  },
  {
    pattern: "/june-voice-intake",
    title: "Tell June about your wedding",
    description:
      "Six quick questions by voice or text, and June fills in your wedding profile after you check it.",
  },
  {
    pattern: "/intake-scheduling",
    title: "Book a planning call",
    description: "A free 30-minute call with a wedding planner who has your plan in front of them.",
  },
  {
    pattern: "/vendors",
    title: "Wedding vendors",
    description:
      "Photographers, caterers, florists, DJs and more in Cleveland, Columbus, Cincinnati and Nashville.",
  },
  ...vendorCategories.map((c) => ({
    pattern: `/vendors/${c.slug}`,
    title: `Wedding ${c.name.toLowerCase()}`,
    description: `Find wedding ${c.name.toLowerCase()} in Ohio and Tennessee.`,
  })),
  ...cities.map((c) => ({ pattern: `/${c.id}/vendors`, title: `Wedding vendors in ${c.displayName}` })),
  ...cities.flatMap((city) =>
    vendorCategories.map((cat) => ({
      pattern: `/${city.id}/vendors/${cat.slug}`,
      title: `Wedding ${cat.name.toLowerCase()} in ${city.displayName}`,
    })),
  ),
  // Before "/vendor/:id": the first matching pattern wins (claims, issue #3).
  {
    pattern: "/vendor/claim",
    title: "Claim your business listing",
    description:
      "Run a wedding business listed on June Weddings? Claim the listing to edit it, answer inquiries and show your packages.",
  },
  {
    pattern: "/venue/claim",
    title: "Claim your venue's listing",
    description:
      "Own or manage a venue listed on June Weddings? Claim the listing to edit it, answer inquiries and manage tours.",
  },
  // The operator's area; the SPA shows "Page Not Found" to anyone but an admin (the API enforces it).
  { pattern: "/admin", title: "Admin" },
  { pattern: "/admin/claims", title: "Admin — claims" },
  { pattern: "/admin/listings", title: "Admin — listings" },
  { pattern: "/admin/founding-50", title: "Admin — Founding 50" },
  { pattern: "/vendor/:id", title: "Wedding vendor" },
  {
    pattern: "/compare-venues",
    title: "Compare venues",
    description: "Your saved venues side by side: price, capacity, setting, style and amenities.",
  },
  { pattern: "/vendor-dashboard", title: "Vendor dashboard — your listing" },
  {
    pattern: "/vendor-benefits",
    title: "Why wedding vendors join June Weddings",
    description:
      "Reach couples in Ohio and Tennessee searching by category, get inquiries with the date, guest count and budget, and be recommended by June.",
  },
  {
    pattern: "/vendor-pricing",
    title: "Vendor pricing",
    description:
      "A free listing forever, with optional Featured and Pro tiers opening later. No payments taken today.",
  },
  {
    pattern: "/pros",
    title: "For wedding professionals",
    description:
      "Everything for venues and vendors on June Weddings: listings, claims, friendors and the Founding 50.",
  },
  {
    pattern: "/friendors",
    title: "Friendors — vendors recommending vendors",
    description:
      "Recommend the wedding pros you love working with; your recommendations appear on their profiles.",
  },
  {
    pattern: "/founding-50",
    title: "The Founding 50 vendor programme",
    description:
      "Fifty founding vendors get a year of featured placement, a lifetime price lock and a say in the roadmap. Apply free.",
  },
  {
    pattern: "/venue-owner-dashboard",
    title: "Venue dashboard",
    description: "Your venues, their views, saves and inquiries, and the tours couples booked.",
  },
  {
    pattern: "/list-your-venue",
    title: "List your wedding venue",
    description:
      "A free listing in front of couples planning in Cleveland, Columbus, Cincinnati and Nashville — tours and inquiries straight to you.",
  },
  { pattern: "/add-venue", title: "Add your venue" },
  { pattern: "/venue-profile/:id", title: "Venue owner" },
];

function matches(pattern: string, path: string): boolean {
  const p = pattern.split("/").filter(Boolean);
  const s = path.split("/").filter(Boolean);
  if (p.length !== s.length) return false;
  return p.every((seg, i) => seg.startsWith(":") || seg === s[i]);
}

export function findRouteMeta(pathname: string): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routeMeta.find((r) => matches(r.pattern, path));
}

export function documentTitle(meta: RouteMeta | undefined): string {
  if (!meta) return `Page Not Found · ${SITE_NAME}`;
  return meta.pattern === "/" || meta.pattern === "/index" ? meta.title : `${meta.title} · ${SITE_NAME}`;
}
