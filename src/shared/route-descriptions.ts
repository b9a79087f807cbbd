import { cities, vendorCategories } from "./catalog";

/**
 * What a route is about, for search engines and link previews: the server writes it into index.html's
 * description and Open Graph tags. Kept apart from the titles (route-meta.ts) so the client's first load
 * does not carry text only the server uses.
 */

export const DEFAULT_DESCRIPTION =
  "Plan your wedding in one place: venues and vendors in Ohio and Tennessee, guest list with QR-code RSVPs, budget, timeline — with June, the AI planner who knows your plan.";

const descriptions: Record<string, string> = {
  "/": DEFAULT_DESCRIPTION,
  "/how-to-get-started":
    "Four steps from yes to the big day: create your free account, tell June about your wedding, find venues and vendors, and invite the people who help.",
  "/about":
    "Why we built one connected place for couples, venues and vendors — and June, the planner who knows your plan.",
  "/company": "Who we are, how we work, and what we promise couples and wedding businesses.",
  "/contact":
    "Questions about planning, venues, vendors or your account? Write to us — a person answers within one business day.",
  "/faq": "Answers about cost, privacy, June the AI planner, venues, vendors and accounts.",
  "/privacy": "What we collect, why, how long we keep it, and how to export or delete your data.",
  "/terms": "The terms for couples, venue owners and vendors using June Weddings.",
  "/help": "Guides for accounts, planning tools, venues and vendors, with a way to reach a person.",
  "/coming-soon": "What we are building next for couples and wedding businesses.",
  "/signup/couple": "Free to start, no ads, no credit card. Plan your wedding with June.",
  "/venues": "Search barns, ballrooms, gardens, rooftops and more by city, guest count, price and style.",
  "/request-venue-tour":
    "Book a time to see a wedding venue in person — no phone tag — plus a checklist of what to ask on your tour.",
  "/ai-planner":
    "June knows your date, guests, budget and saved venues, and answers from real listings in Ohio and Tennessee. She asks before she changes anything.",
  "/ai":
    "June plans with couples from their real plan, and vendors draft listings and replies with AI. Private, grounded, and you stay in charge.",
  "/june-for-planners":
    "One assistant for every couple you plan for. Planner accounts are coming — tell us you're interested.",
  "/june-voice-intake":
    "Six quick questions by voice or text, and June fills in your wedding profile after you check it.",
  "/intake-scheduling": "A free 30-minute call with a wedding planner who has your plan in front of them.",
  "/planning/guest-list-manager":
    "Your guest list: households, events, RSVPs by QR code, meal choices, CSV import and export — updated as answers arrive.",
  "/planning/budget-tracker":
    "Your wedding budget: categories, lines, contracts and payments, what is due in the next 30 days, and “what if we invite fewer guests?”",
  "/planning/master-timeline":
    "Your wedding timeline: every task from now to the thank-you notes, dated from your wedding day and kept current when it moves.",
  "/contributor/:coupleId/chat":
    "The couple and the people helping them plan, in one live conversation with photos and PDFs.",
  "/planning/csv-format-guide":
    "The columns the guest list importer reads, what each accepts, and a template to download and fill in.",
  "/wedding-websites-guide":
    "Build a wedding website with your story, schedule, travel, registry, photos and RSVP — private until you publish, with an optional password.",
  "/join":
    "Accounts for couples, venue owners, vendors and the people helping a couple plan — what each is for and where to sign up.",
  "/contributors-guide":
    "Invite your partner, parents, planner or wedding party and choose what each can see: guests, budget, timeline, designs, vendors — none, view or edit.",
  "/contributor-access":
    "Invite the people helping you plan and choose, area by area, what each can see or change — guests, budget, timeline, designs, vendors.",
  "/join/:token": "A couple invited you to help plan their wedding on June Weddings.",
  "/contributor-signup/:token":
    "Create your account to help the couple who invited you, with the access they chose.",
  "/planning/budgeting-basics":
    "How couples split a wedding budget, what each guest costs, the fees people forget, how deposits work and what to tip each vendor.",
  "/vendors":
    "Photographers, caterers, florists, DJs and more in Cleveland, Columbus, Cincinnati and Nashville.",
  "/vendor/claim":
    "Run a wedding business listed on June Weddings? Claim the listing to edit it, answer inquiries and show your packages.",
  "/venue/claim":
    "Own or manage a venue listed on June Weddings? Claim the listing to edit it, answer inquiries and manage tours.",
  "/compare-venues": "Your saved venues side by side: price, capacity, setting, style and amenities.",
  "/ai-vendor-tools":
    "A listing description writer and inquiry reply drafts, written from your own facts. Nothing is published or sent until you do it. Free with every listing.",
  "/vendor-benefits":
    "Reach couples in Ohio and Tennessee searching by category, get inquiries with the date, guest count and budget, and be recommended by June.",
  "/vendor-pricing":
    "A free listing forever, with optional Featured and Pro tiers opening later. No payments taken today.",
  "/pros":
    "Everything for venues and vendors on June Weddings: listings, claims, friendors and the Founding 50.",
  "/friendors":
    "Recommend the wedding pros you love working with; your recommendations appear on their profiles.",
  "/founding-50":
    "Fifty founding vendors get a year of featured placement, a lifetime price lock and a say in the roadmap. Apply free.",
  "/venue-owner-dashboard": "Your venues, their views, saves and inquiries, and the tours couples booked.",
  "/list-your-venue":
    "A free listing in front of couples planning in Cleveland, Columbus, Cincinnati and Nashville — tours and inquiries straight to you.",
  ...Object.fromEntries(
    cities.map((c) => [
      `/venues/${c.id}`,
      `Compare wedding venues in ${c.displayName} by capacity, price and style, and request a tour.`,
    ]),
  ),
  ...Object.fromEntries(
    vendorCategories.map((c) => [
      `/vendors/${c.slug}`,
      `Find wedding ${c.name.toLowerCase()} in Ohio and Tennessee.`,
    ]),
  ),
};

/** The description of a route pattern (route-meta.ts), or undefined when it has none of its own. */
export function routeDescription(pattern: string): string | undefined {
  return descriptions[pattern];
}
