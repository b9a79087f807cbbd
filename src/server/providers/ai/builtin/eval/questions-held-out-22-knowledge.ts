import type { EvalCase } from "./questions";
import { range, usd } from "./questions-held-out-18-patterns";
import { usdRange } from "./questions-held-out-21-patterns";

/**
 * Held-out set #22, the planning guides: etiquette (save-the-dates, invitations, RSVPs, plus-ones,
 * children, thank-you notes, who pays), timelines, money customs (tips, deposits, contingency, the usual
 * split, per-guest costs, hidden charges), Ohio and Tennessee facts, and what to ask vendors. Each fact is
 * the seeded guides' (knowledge_passages), quoted in the comment beside it.
 */

export const heldOut22Knowledge: EvalCase[] = [
  // ── Etiquette and timing ──────────────────────────────────────────────────────────────────────
  {
    id: "h22-know-save-the-dates",
    question: "when r save the dates supposed to go out",
    // etiquette: "Send save-the-dates six to eight months before the wedding".
    expect: [range("six", 6, "eight", 8, "months")],
  },
  {
    id: "h22-know-invites-and-rsvp",
    question: "when do invites get mailed and when should the rsvp deadline be",
    // etiquette: "Mail invitations six to eight weeks before"; "RSVP deadline three to four weeks before".
    expect: [range("six", 6, "eight", 8, "weeks"), range("three", 3, "four", 4, "weeks")],
  },
  {
    id: "h22-know-plus-one-single",
    question: "do we HAVE to give our single friends a plus one",
    // etiquette: "plus-ones are your choice: a common rule is to offer one to guests who won't know anyone else".
    expect: [/won['’]?t know anyone|know (?:no one|nobody)|don['’]?t know anyone/i],
  },
  {
    id: "h22-know-adults-only",
    question: "is it rude to have no kids at our wedding? how do we tell people",
    // etiquette: "An adults-only wedding is perfectly acceptable. Say so on the website".
    expect: [/website/i],
  },
  {
    id: "h22-know-thank-yous",
    question: "how long do we have to send thank you cards after",
    // etiquette: "within three months of the wedding".
    expect: [/\b(?:three|3) months\b/i],
  },
  {
    id: "h22-know-rehearsal-dinner",
    question: "traditionally who pays for the rehearsal dinner",
    // etiquette: "the groom's family for the rehearsal dinner".
    expect: [/groom['’]?s family/i],
  },
  {
    id: "h22-know-final-count",
    question: "when does the caterer need our final headcount",
    // guest-list / timeline: "usually 10 to 14 days before the wedding".
    expect: [range("ten", 10, "fourteen", 14, "days")],
  },
  {
    id: "h22-know-turnout",
    question: "how many of the people we invite will actually show up, its a local wedding",
    // guest-list: "For a local wedding, expect roughly 80 to 90 percent of invited guests to attend".
    expect: [range("eighty", 80, "ninety", 90)],
  },
  {
    id: "h22-know-gown-lead-time",
    question: "how far ahead do i need to order my dress",
    // wedding-timeline: "a made-to-order gown takes six to nine months including alterations".
    expect: [range("six", 6, "nine", 9, "months")],
  },

  // ── Money customs ─────────────────────────────────────────────────────────────────────────────
  {
    id: "h22-know-tip-dj",
    question: "how much do u tip a dj",
    // budgeting-basics: "$50 to $150 for the DJ".
    expect: [usdRange(50, 150)],
  },
  {
    id: "h22-know-tip-hmu",
    question: "tip for hair n makeup?",
    // budgeting-basics: "15 to 20 percent for hair and makeup".
    expect: [range("fifteen", 15, "twenty", 20)],
  },
  {
    id: "h22-know-tip-officiant",
    question: "do you tip the officiant and how much",
    // budgeting-basics: "An officiant is often given $50 to $100 or a donation to their place of worship".
    expect: [usdRange(50, 100)],
  },
  {
    id: "h22-know-photo-share",
    question: "what % of a wedding budget usually goes to photo and video",
    // budgeting-basics: "Photography & video: 12%".
    expect: [/\b12\s?%|\b12 percent|twelve percent/i],
  },
  {
    id: "h22-know-contingency",
    question: "how much should we keep as a buffer for surprises",
    // budgeting-basics: "keep 5 to 10 percent aside as a contingency".
    expect: [range("five", 5, "ten", 10)],
  },
  {
    id: "h22-know-cost-per-guest",
    question: "whats a normal cost per guest for a wedding around here",
    // budgeting-basics: "about $250 per guest all-in, with most couples landing between $150 and $350".
    expect: [usd(250)],
  },
  {
    id: "h22-know-deposit",
    question: "how big a deposit do vendors usually want up front",
    // budgeting-basics: "a non-refundable retainer of 25 to 50 percent to hold the date".
    expect: [range("twenty-five", 25, "fifty", 50)],
  },
  {
    id: "h22-know-service-charge",
    question: "whats the usual service charge on catering, is that the tip?",
    // budgeting-basics: "service charges of 18 to 24 percent on catering and bar (not the same as a tip)".
    expect: [range("eighteen", 18, "twenty-four", 24)],
  },
  {
    id: "h22-know-rain-tent",
    question: "if it rains and we need a tent how much does that add",
    // venue-tours: "a tent can add $2,000 to $6,000".
    expect: [usdRange(2000, 6000)],
  },

  // ── Ohio and Tennessee ────────────────────────────────────────────────────────────────────────
  {
    id: "h22-know-cheap-months-ohio",
    question: "cheapest months to get married in ohio?",
    // budgeting-basics / ohio-tennessee: "January to March and November are the least expensive".
    expect: [/January/i, /March/i, /November/i],
  },
  {
    id: "h22-know-peak-nashville",
    question: "peak wedding season in nashville — which months",
    // ohio-tennessee: "in Nashville, April, May, September and October".
    expect: [/April/, /May/, /September/, /October/],
  },
  {
    id: "h22-know-ohio-license",
    question: "how long is an ohio marriage license good for",
    // ohio-tennessee: "the licence is valid for 60 days anywhere in Ohio".
    expect: [/\b(?:60|sixty) days/i],
  },
  {
    id: "h22-know-tn-license-discount",
    question: "is there a way to get the tennessee marriage license cheaper",
    // ohio-tennessee: "most counties reduce it by about $60 if you complete a four-hour premarital preparation course".
    expect: [/premarital/i, usd(60)],
  },

  // ── What to ask vendors ───────────────────────────────────────────────────────────────────────
  {
    id: "h22-know-ask-photographer",
    question: "what should we ask a photographer before we book",
    // vendor-questions: "full wedding galleries", "Is a second shooter included?".
    expect: [/second shooter/i, /galler/i],
  },
  {
    id: "h22-know-ask-florist",
    question: "questions to ask our florist?",
    // vendor-questions: "Which flowers in our colours are in season", "Does the price include delivery, setup and teardown?".
    expect: [/in season/i, /delivery|minimum/i],
  },
];
