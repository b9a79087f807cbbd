import type { EvalCase } from "./questions";
import { range, usd } from "./questions-held-out-18-patterns";
import { usdRange } from "./questions-held-out-21-patterns";

/**
 * Held-out set #23, the planning guides: etiquette (save-the-dates, invitations, RSVPs, plus-ones,
 * children, who pays, thank-you notes), timelines, money customs (splits, per-guest costs, service
 * charges, deposits, tips, contingency), marriage licences, seasons, and what to ask vendors. Every fact
 * expected here was read in the seeded guides' text.
 */

export const heldOut23Knowledge: EvalCase[] = [
  // ── Etiquette and timing ──────────────────────────────────────────────────────────────────────
  {
    id: "h23-know-save-the-date-timing",
    question: "when do save the dates usually go out",
    expect: [range("six", 6, "eight", 8, "months")],
  },
  {
    id: "h23-know-destination-std",
    question: "its a destination wedding tho, how early for save the dates then?",
    expect: [range("nine", 9, "twelve", 12, "months")],
  },
  {
    id: "h23-know-invites-mail",
    question: "how many weeks before should the invitations be mailed",
    expect: [range("six", 6, "eight", 8, "weeks")],
  },
  {
    id: "h23-know-rsvp-deadline",
    question: "how far before the wedding should the rsvp deadline be",
    expect: [range("three", 3, "four", 4, "weeks")],
  },
  {
    id: "h23-know-plus-ones",
    question: "do we HAVE to give all our single friends a plus one??",
    // Partners (married, engaged, long-term) by name; beyond that, the couple's choice.
    expect: [
      /married|engaged|long[- ]term/i,
      /choice|up to you|your call|optional|not (?:required|obligat)/i,
    ],
  },
  {
    id: "h23-know-no-kids-wording",
    question: "can we just write no kids on the invite",
    // Adults-only is fine; say it on the website, don't print "no children" on the invitation.
    expect: [/website/i, /adults[- ]only|address(?:ed)? (?:the )?invitations? only to|only the adults/i],
  },
  {
    id: "h23-know-rehearsal-dinner-payer",
    question: "traditionally who pays for the rehearsal dinner",
    expect: [/groom'?s family|groom'?s parents/i],
  },
  {
    id: "h23-know-thank-you-window",
    question: "how long do we have to send thank you cards after",
    expect: [/(?:three|3) months/i],
  },
  {
    id: "h23-know-late-rsvp-chasing",
    question: "is it rude to text people who blew past the rsvp date",
    // 10 to 20 percent miss it; a friendly call or text is normal, not rude.
    expect: [/not rude|normal|perfectly fine|totally fine/i],
  },
  // ── Money customs ─────────────────────────────────────────────────────────────────────────────
  {
    id: "h23-know-tip-dj",
    question: "how much do ppl tip the dj",
    expect: [usdRange(50, 150)],
  },
  {
    id: "h23-know-tip-hmua",
    question: "tip for hair and makeup, whats normal?",
    expect: [range("fifteen", 15, "twenty", 20)],
  },
  {
    id: "h23-know-officiant-gift",
    question: "do we give the officiant money? how much",
    expect: [usdRange(50, 100)],
  },
  {
    id: "h23-know-contingency-share",
    question: "how much should we keep aside for surprises",
    expect: [range("five", 5, "ten", 10)],
  },
  {
    id: "h23-know-photo-share",
    question: "what % of the budget usually goes on photo and video",
    expect: [/(?<![\d.])12\s?(?:%|percent)|twelve percent/i],
  },
  {
    id: "h23-know-per-guest-ballpark",
    question: "roughly what does a wedding cost per guest around here",
    expect: [usd(250)],
  },
  {
    id: "h23-know-service-charge",
    question: "the caterer added a service charge, is that the tip?",
    // 18 to 24 percent, and not the same as a tip.
    expect: [
      range("eighteen", 18, "twenty[- ]four", 24),
      /not (?:the same as )?a tip|isn'?t (?:usually )?a tip|not a gratuity/i,
    ],
  },
  {
    id: "h23-know-retainer-size",
    question: "how big a deposit do vendors usually want up front",
    expect: [range("twenty[- ]five", 25, "fifty", 50)],
  },
  {
    id: "h23-know-final-count-due",
    question: "when does the caterer need our final headcount",
    expect: [range("ten", 10, "fourteen", 14, "days")],
  },
  // ── Licences and seasons ──────────────────────────────────────────────────────────────────────
  {
    id: "h23-know-ohio-licence",
    question: "ohio marriage license - where do we get it and how long is it good for",
    expect: [/probate/i, /(?:60|sixty) days/i],
  },
  {
    id: "h23-know-tennessee-discount",
    question: "tn marriage licence cost? heard theres a discount",
    // About $100, reduced by about $60 with a premarital preparation course.
    expect: [usd(100), usd(60), /premarital|preparation course/i],
  },
  {
    id: "h23-know-cheap-months-ohio",
    question: "cheapest time of year to get married in ohio",
    expect: [/January/i, /March/i, /November/i],
  },
  {
    id: "h23-know-nashville-peak",
    question: "when's wedding season in nashville, like the busy months",
    expect: [/April/, /May/, /September/, /October/],
  },
  {
    id: "h23-know-guest-turnout",
    question: "what % of invited guests actually show up usually? its local",
    expect: [range("eighty", 80, "ninety", 90)],
  },
  // ── Vendor questions ──────────────────────────────────────────────────────────────────────────
  {
    id: "h23-know-ask-photographer",
    question: "what should we ask photographers before booking",
    expect: [/second shooter/i, /galler(?:y|ies)/i],
  },
  {
    id: "h23-know-ask-florist",
    question: "questions for a florist?",
    expect: [/in season|seasonal/i, /delivery|setup|teardown/i],
  },
  {
    id: "h23-know-tent-cost",
    question: "if it rains and we need a tent how much are we talking",
    expect: [usdRange(2000, 6000)],
  },
];
