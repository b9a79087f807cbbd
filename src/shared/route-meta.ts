/**
 * Titles of the client's routes. The server fills them into index.html for the first paint and for link
 * previews (with the descriptions of route-descriptions.ts, which stay out of the client's bundle); the
 * client sets document.title from the same table on navigation.
 * A path matching no pattern here is answered by the server with HTTP 404 (the SPA then shows its 404 page).
 */
import { cities, vendorCategories } from "./catalog";

/**
 * Who may open a page: everyone (absent), a signed-in user (the client's RequireAuth sends others to
 * /login), an admin, or development only. The e2e suite checks every public page (axe, links).
 */
export type RouteAccess = "signed-in" | "admin" | "development";
export type RouteMeta = { pattern: string; title: string; access?: RouteAccess };

export const SITE_NAME = "June Weddings";
export const routeMeta: RouteMeta[] = [
  { pattern: "/", title: "June Weddings — plan your wedding with an AI planner who knows your plan" },
  { pattern: "/index", title: "June Weddings — plan your wedding with an AI planner who knows your plan" },
  { pattern: "/how-to-get-started", title: "How to get started" },
  { pattern: "/about", title: "About us" },
  { pattern: "/company", title: "Company" },
  { pattern: "/contact", title: "Contact us" },
  { pattern: "/faq", title: "Frequently asked questions" },
  { pattern: "/privacy", title: "Privacy policy" },
  { pattern: "/terms", title: "Terms of service" },
  { pattern: "/help", title: "Help center" },
  { pattern: "/coming-soon", title: "Coming soon" },
  { pattern: "/login", title: "Sign in" },
  { pattern: "/auth", title: "Sign in or create an account" },
  { pattern: "/signup/couple", title: "Create your couple account" },
  { pattern: "/signup/venue", title: "List your venue — create an account" },
  { pattern: "/signup/vendor", title: "Join as a vendor — create an account" },
  { pattern: "/vendor-signup", title: "Join as a vendor — create an account" },
  { pattern: "/password-reset", title: "Reset your password" },
  { pattern: "/reset-password", title: "Choose a new password" },
  { pattern: "/couple-welcome", title: "Welcome" },
  { pattern: "/couple-account", title: "My account", access: "signed-in" },
  { pattern: "/venue-owner-account", title: "Venue dashboard", access: "signed-in" },
  { pattern: "/vendor-account", title: "Vendor dashboard", access: "signed-in" },
  { pattern: "/account/security", title: "Account security", access: "signed-in" },
  { pattern: "/dev/mailbox", title: "Development mailbox", access: "development" },
  // Marketplace discovery (issue #3). Listing pages get their own title from the server (see plugins/spa.ts).
  { pattern: "/venues", title: "Wedding venues in Ohio and Tennessee" },
  ...cities.map((c) => ({
    pattern: `/venues/${c.id}`,
    title: `Wedding venues in ${c.displayName}`,
  })),
  { pattern: "/venues/:id", title: "Wedding venue" },
  // Venue tours (issue #3): /request-venue-tour → /book-tour → /schedule-tour → /tour-success.
  { pattern: "/request-venue-tour", title: "Request a venue tour" },
  { pattern: "/book-tour", title: "Choose a tour time", access: "signed-in" },
  { pattern: "/schedule-tour", title: "Confirm your venue tour", access: "signed-in" },
  { pattern: "/tour-success", title: "Your venue tour is booked", access: "signed-in" },
  // June, the couples' AI planner (issue #4).
  { pattern: "/ai-planner", title: "Meet June, your AI wedding planner" },
  { pattern: "/ai", title: "AI at June Weddings" },
  { pattern: "/june-for-planners", title: "June for wedding planners" },
  { pattern: "/june-voice-intake", title: "Tell June about your wedding", access: "signed-in" },
  { pattern: "/intake-scheduling", title: "Book a planning call", access: "signed-in" },
  { pattern: "/vendors", title: "Wedding vendors" },
  ...vendorCategories.map((c) => ({
    pattern: `/vendors/${c.slug}`,
    title: `Wedding ${c.name.toLowerCase()}`,
  })),
  ...cities.map((c) => ({ pattern: `/${c.id}/vendors`, title: `Wedding vendors in ${c.displayName}` })),
  ...cities.flatMap((city) =>
    vendorCategories.map((cat) => ({
      pattern: `/${city.id}/vendors/${cat.slug}`,
      title: `Wedding ${cat.name.toLowerCase()} in ${city.displayName}`,
    })),
  ),
  // Before "/vendor/:id": the first matching pattern wins (claims, issue #3).
  { pattern: "/vendor/claim", title: "Claim your business listing" },
  { pattern: "/venue/claim", title: "Claim your venue's listing" },
  // The operator's area; the SPA shows "Page Not Found" to anyone but an admin (the API enforces it).
  { pattern: "/admin", title: "Admin", access: "admin" },
  { pattern: "/admin/claims", title: "Admin — claims", access: "admin" },
  { pattern: "/admin/listings", title: "Admin — listings", access: "admin" },
  { pattern: "/admin/founding-50", title: "Admin — Founding 50", access: "admin" },
  { pattern: "/admin/reviews", title: "Admin — reported reviews", access: "admin" },
  // The help desk (issue #17): tickets, users, the audit log, and the test mail (outside /admin, as the spec names it).
  { pattern: "/admin/tickets", title: "Admin — help tickets", access: "admin" },
  { pattern: "/admin/tickets/:id", title: "Admin — help ticket", access: "admin" },
  { pattern: "/admin/users", title: "Admin — users", access: "admin" },
  { pattern: "/admin/audit", title: "Admin — audit log", access: "admin" },
  { pattern: "/email-test", title: "Email test", access: "admin" },
  { pattern: "/vendor/:id", title: "Wedding vendor" },
  { pattern: "/compare-venues", title: "Compare venues", access: "signed-in" },
  { pattern: "/vendor-dashboard", title: "Vendor dashboard — your listing", access: "signed-in" },
  { pattern: "/ai-vendor-tools", title: "AI tools for wedding venues and vendors" },
  { pattern: "/vendor-benefits", title: "Why wedding vendors join June Weddings" },
  { pattern: "/vendor-pricing", title: "Vendor pricing" },
  { pattern: "/pros", title: "For wedding professionals" },
  { pattern: "/friendors", title: "Friendors — vendors recommending vendors" },
  { pattern: "/founding-50", title: "The Founding 50 vendor programme" },
  { pattern: "/venue-owner-dashboard", title: "Venue dashboard", access: "signed-in" },
  { pattern: "/list-your-venue", title: "List your wedding venue" },
  { pattern: "/add-venue", title: "Add your venue", access: "signed-in" },
  { pattern: "/venue-profile/:id", title: "Venue owner" },
  // Guests (issue #12).
  { pattern: "/planning/guest-list-manager", title: "Guest list", access: "signed-in" },
  // Budget (issue #14): the couple's tracker (couples, or their helpers acting for them).
  { pattern: "/planning/budget-tracker", title: "Budget tracker", access: "signed-in" },
  // Tasks and polls (issue #15): the couple's, or their helpers' acting for them.
  { pattern: "/planning/tasks-polls", title: "Tasks and polls", access: "signed-in" },
  // The master timeline (issue #15): the couple's, or a helper's acting for them.
  { pattern: "/planning/master-timeline", title: "Master timeline", access: "signed-in" },
  { pattern: "/planning/csv-format-guide", title: "Guest list CSV format guide" },
  // Wedding websites (issue #12): the builder (couples; RequireAuth kind="couple") and its guide.
  { pattern: "/planning/wedding-websites", title: "Wedding website builder", access: "signed-in" },
  { pattern: "/wedding-websites-guide", title: "Wedding websites — a guide" },
  // Contributors (issue #13): the kinds of account, the guide, the helper's weddings, the couple's page
  // (its own title once loaded; everyone the couple did not let in sees "Page Not Found").
  { pattern: "/join", title: "Join June Weddings" },
  { pattern: "/contributors-guide", title: "Planning with the people who help you — a guide" },
  { pattern: "/contributor-dashboard", title: "Weddings you help with", access: "signed-in" },
  { pattern: "/couple/:id", title: "A couple's wedding", access: "signed-in" },
  // Collaboration (issue #13): the couple's group chat (the couple and its active contributors).
  { pattern: "/contributor/:coupleId/chat", title: "Wedding chat", access: "signed-in" },
  // Contributors (issue #13): the couple's page, and the invitation's two pages (public: the link is the key).
  { pattern: "/contributor-access", title: "Contributor access", access: "signed-in" },
  // The day-of run sheet (issue #15).
  { pattern: "/timeline/mobile/:timelineId", title: "Day-of run sheet", access: "signed-in" },
  { pattern: "/timeline/mobile/:timelineId/:token", title: "Run sheet" },
  { pattern: "/timeline/worksheet/:id", title: "Run sheet worksheet", access: "signed-in" },
  { pattern: "/timeline/shared/:token", title: "Run sheet" },
  { pattern: "/join/:token", title: "Invitation" },
  // Family budget sharing (issue #14): the couple's page; an explainer for everyone else.
  { pattern: "/budget-permissions", title: "Family budget sharing" },
  { pattern: "/contributor-signup/:token", title: "Create your account" },
  // The couple's home, first-run flow and budgeting guide (issue #14).
  { pattern: "/couple-dashboard", title: "Your wedding dashboard", access: "signed-in" },
  { pattern: "/onboarding", title: "Set up your wedding", access: "signed-in" },
  { pattern: "/planning/budgeting-basics", title: "Budgeting basics — a guide" },
  // Smart questions and the venue questionnaire (issue #15).
  { pattern: "/planning/smart-questions", title: "Smart questions", access: "signed-in" },
  { pattern: "/venue-questionnaire", title: "Venue questionnaire", access: "signed-in" },
  { pattern: "/venue-questionnaire/:id", title: "Venue questionnaire", access: "signed-in" },
  // Guides and the style quiz (issue #15): public pages.
  { pattern: "/planning/getting-started", title: "Getting started — your first steps" },
  { pattern: "/planning/guides", title: "Planning guides" },
  { pattern: "/planning/templates", title: "Planning templates" },
  { pattern: "/planning-quiz", title: "Wedding style quiz" },
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
