import type { EvalCase } from "./questions";
import { range, usd } from "./questions-held-out-18-patterns";
import { usdRange } from "./questions-held-out-21-patterns";

/**
 * Held-out set #21, knowledge: the planning guides (knowledge_passages as seeded) asked the way couples
 * ask — tipping, service charges, deposits, per-guest and bar costs, the typical split, contingency,
 * etiquette (thank-you notes, children, late replies, who pays), timing (attire, hotel blocks, the final
 * count), seasons and the Ohio/Tennessee licence basics. Each expected fact is quoted from the seeded
 * passage named above the case; rejects catch a listing given instead of the custom.
 */

const PERCENT = "\\s*(?:%|percent)";
const VENDOR_LINK = /\]\(\/vendor\//;

export const heldOut21Knowledge: EvalCase[] = [
  // ── Money customs ─────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-know-tip-dj",
    question: "how much r we supposed to tip the dj",
    // budgeting-basics › Tipping vendors: $50 to $150 for the DJ.
    expect: [usdRange(50, 150)],
    reject: [VENDOR_LINK],
  },
  {
    id: "h21-know-tip-hair-makeup",
    question: "do you tip hair and makeup people? how much",
    // Tipping vendors: 15 to 20 percent for hair and makeup.
    expect: [range("fifteen", 15, "twenty", 20, PERCENT)],
    reject: [VENDOR_LINK],
  },
  {
    id: "h21-know-tip-officiant",
    question: "officiant tip - is that a thing? how much",
    // Tipping vendors: $50 to $100 or a donation to their place of worship.
    expect: [usdRange(50, 100)],
  },
  {
    id: "h21-know-service-charge",
    question: "the caterer added an 18% service charge, is that the tip or do we tip on top",
    // Hidden costs / Tipping: a service charge of 18 to 24 percent is not the same as a tip.
    expect: [/\bnot\b[^.\n]{0,40}\btip|isn'?t\b[^.\n]{0,40}\btip/i],
  },
  {
    id: "h21-know-deposit-norm",
    question: "whats a normal deposit to hold a vendor's date",
    // Deposits and payment schedules: a non-refundable retainer of 25 to 50 percent.
    expect: [range("twenty-five", 25, "fifty", 50, PERCENT)],
  },
  {
    id: "h21-know-per-guest",
    question: "ballpark cost per guest for a wedding in nashville?",
    // Cost per guest: about $250 per guest all-in.
    expect: [usd(250)],
  },
  {
    id: "h21-know-bar-per-person",
    question: "how much do bar packages usually run per person",
    // Cost per guest: bar packages add $20 to $45 per person.
    expect: [usdRange(20, 45)],
  },
  {
    id: "h21-know-split-photo",
    question: "what % of the budget usually goes to photo + video",
    // Typical budget split: Photography & video 12%.
    expect: [new RegExp(`\\b12${PERCENT}`, "i")],
  },
  {
    id: "h21-know-split-two",
    question: "typical share for flowers and decor? and for music",
    // Typical budget split: Flowers & decor 9%, Music & entertainment 7%.
    expect: [new RegExp(`\\b9${PERCENT}`, "i"), new RegExp(`\\b7${PERCENT}`, "i")],
  },
  {
    id: "h21-know-contingency",
    question: "how big of a buffer should we keep for surprises",
    // Keeping a contingency: 5 to 10 percent of the total.
    expect: [range("five", 5, "ten", 10, PERCENT)],
  },
  {
    id: "h21-know-rain-tent",
    question: "if we need a tent for rain how much would that add",
    // venue-tours › Outdoor spaces and the rain plan: a tent can add $2,000 to $6,000.
    expect: [usdRange(2000, 6000)],
  },

  // ── Etiquette ─────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-know-thanks-early-gifts",
    question: "gifts that came BEFORE the wedding, how fast do we need to send thank yous",
    // etiquette › Thank-you notes: within two weeks for gifts received before it.
    expect: [/\b(?:two|2) weeks/i],
  },
  {
    id: "h21-know-no-kids-wording",
    question: "can we just print no kids on the invites?",
    // Children at the wedding: say so on the website; don't print "no children" on the invitation.
    expect: [/website/i],
  },
  {
    id: "h21-know-chasing-late-replies",
    question: "is it rude to text people who blew past the rsvp date",
    // RSVPs and replies: a friendly call or text after the deadline is normal and not rude.
    expect: [/not rude|isn'?t rude|normal/i],
  },
  {
    id: "h21-know-rehearsal-who-pays",
    question: "traditionally who pays for the rehearsal dinner",
    // Who pays for what: the groom's family for the rehearsal dinner.
    expect: [/groom'?s family/i],
  },
  {
    id: "h21-know-turnout",
    question: "if we invite 150 people locally how many will actually show up, percentage wise",
    // guest-list › How many guests will come: roughly 80 to 90 percent for a local wedding.
    expect: [range("eighty", 80, "ninety", 90, PERCENT)],
  },

  // ── Timing and seasons ────────────────────────────────────────────────────────────────────────
  {
    id: "h21-know-gown-lead-time",
    question: "how far ahead do i need to order a made to order gown",
    // wedding-timeline › 9 to 12 months: a made-to-order gown takes six to nine months.
    expect: [range("six", 6, "nine", 9, "months")],
  },
  {
    id: "h21-know-hotel-block",
    question: "when should we reserve a hotel block for out of town ppl",
    // Out-of-town guests: nine to twelve months ahead.
    expect: [range("nine", 9, "twelve", 12, "months")],
  },
  {
    id: "h21-know-final-count",
    question: "when does the caterer need our final headcount",
    // Tracking RSVPs / 1 to 2 months before: usually 10 to 14 days before the wedding.
    expect: [range("ten", 10, "fourteen", 14, "days")],
  },
  {
    id: "h21-know-cheap-months-ohio",
    question: "cheapest months to get married in ohio?",
    // Ways to save / Peak and off-peak months: January to March (and November).
    expect: [/January/i, /March/i],
  },
  {
    id: "h21-know-nashville-peak",
    question: "what are the busiest wedding months in nashville",
    // Peak and off-peak months: in Nashville, April, May, September and October.
    expect: [/April/, /May/, /September/, /October/],
  },

  // ── Licences ──────────────────────────────────────────────────────────────────────────────────
  {
    id: "h21-know-ohio-licence-valid",
    question: "once we get our ohio marriage license how long is it good for",
    // Ohio marriage licence basics: valid for 60 days.
    expect: [/\b(?:60|sixty) days/i],
  },
  {
    id: "h21-know-tn-course-discount",
    question: "tennessee marriage license - is it cheaper if we do a premarital class?",
    // Tennessee marriage licence basics: most counties reduce the fee by about $60 for a four-hour course.
    expect: [/\$\s?60\b/],
  },
];
