import type { EvalCase } from "./questions";
import { range } from "./questions-held-out-18-patterns";
import { usdRange } from "./questions-held-out-21-patterns";

/**
 * Held-out set #24, the guides: etiquette, timelines, money customs, tipping, licences, seasons and guest
 * behaviour, asking only what the seeded planning guides say (each expected fact is quoted from a guide
 * passage in the scratch database built by the project's seed).
 */

export const heldOut24Knowledge: EvalCase[] = [
  // ── Etiquette and timing ──────────────────────────────────────────────────────────────────────
  {
    id: "h24-know-save-the-dates",
    question: "when r we supposed to send save the dates",
    // Etiquette: six to eight months before.
    expect: [range("six", 6, "eight", 8, "months")],
    tools: ["planning_guide"],
  },
  {
    id: "h24-know-std-destination",
    question: "its a destination wedding, how early do save-the-dates go out",
    // Nine to twelve months for a destination wedding.
    expect: [range("nine", 9, "twelve", 12, "months")],
  },
  {
    id: "h24-know-invites-and-rsvp",
    question: "when do invitations get mailed and when should the rsvp deadline be",
    // Six to eight weeks before; the deadline three to four weeks before.
    expect: [range("six", 6, "eight", 8, "weeks"), range("three", 3, "four", 4, "weeks")],
  },
  {
    id: "h24-know-final-count",
    question: "when does the caterer need our final headcount",
    // Usually 10 to 14 days before the wedding.
    expect: [range("ten", 10, "fourteen", 14, "days")],
  },
  {
    id: "h24-know-thank-yous",
    question: "whats the deadline for thank you cards after the wedding",
    // Within three months.
    expect: [/\b(?:three|3) months/i],
  },
  {
    id: "h24-know-plus-ones",
    question: "do we have to give every single friend a plus one??",
    // Partners (married, engaged, long-term) by name; beyond that it is the couple's choice.
    expect: [
      /married|engaged|long-term/i,
      /(?:your|the couple'?s) (?:choice|call)|up to you|not (?:required|obligat)|don'?t have to/i,
    ],
  },
  {
    id: "h24-know-no-kids",
    question: "can we just write no kids on the invite",
    // Adults-only is fine; say so on the website, not on the invitation.
    expect: [/website/i],
  },
  {
    id: "h24-know-rehearsal-dinner-payer",
    question: "who traditionally pays for the rehearsal dinner",
    // Tradition: the groom's family.
    expect: [/groom'?s (?:family|parents)/i],
  },
  {
    id: "h24-know-late-rsvps",
    question: "what percent of guests usually miss the rsvp deadline",
    // 10 to 20 percent.
    expect: [range("ten", 10, "twenty", 20, "(?:%|percent)")],
  },
  {
    id: "h24-know-turnout-local",
    question: "local wedding - what share of invited ppl actually show up",
    // Roughly 80 to 90 percent.
    expect: [range("eighty", 80, "ninety", 90, "(?:%|percent)")],
  },

  // ── Money customs ─────────────────────────────────────────────────────────────────────────────
  {
    id: "h24-know-tip-dj",
    question: "how much do ppl tip the dj",
    expect: [usdRange(50, 150)],
  },
  {
    id: "h24-know-tip-hair-makeup",
    question: "tip for hair n makeup?",
    expect: [range("fifteen", 15, "twenty", 20, "(?:%|percent)")],
  },
  {
    id: "h24-know-tip-officiant",
    question: "should we give the officiant something, how much",
    // $50 to $100, or a donation to their place of worship.
    expect: [usdRange(50, 100)],
  },
  {
    id: "h24-know-venue-catering-share",
    question: "what % of the budget usually goes to venue and catering",
    expect: [/45\s?(?:%|percent)/i],
  },
  {
    id: "h24-know-contingency",
    question: "how big should our buffer / contingency be",
    expect: [range("five", 5, "ten", 10, "(?:%|percent)")],
  },
  {
    id: "h24-know-per-guest-norm",
    question: "whats a normal cost per guest for a wedding in nashville",
    // About $250 all-in; most couples $150 to $350.
    expect: [/\$\s?250\b/, usdRange(150, 350)],
  },
  {
    id: "h24-know-catering-per-person",
    question: "catering per person - ballpark?",
    expect: [usdRange(60, 150)],
  },
  {
    id: "h24-know-retainer",
    question: "how big a deposit do vendors normally ask to hold the date",
    // A retainer of 25 to 50 percent.
    expect: [range("twenty-five", 25, "fifty", 50, "(?:%|percent)")],
  },
  {
    id: "h24-know-service-charge",
    question: "is the service charge on the catering bill a tip? and how much is it usually",
    // 18 to 24 percent, not the same as a tip.
    expect: [range("eighteen", 18, "twenty-four", 24, "(?:%|percent)")],
  },
  {
    id: "h24-know-bar-per-person",
    question: "what does a bar package usually add per head",
    expect: [usdRange(20, 45)],
  },

  // ── Licences, seasons, logistics ──────────────────────────────────────────────────────────────
  {
    id: "h24-know-ohio-licence-valid",
    question: "how long is an ohio marriage licence good for",
    expect: [/\b(?:60|sixty) days/i],
  },
  {
    id: "h24-know-tennessee-licence",
    question: "tennessee marriage license - cost? and is there some discount",
    // Around $100, reduced by about $60 with a four-hour premarital course.
    expect: [/\$\s?100\b/, /\$\s?60\b/, /premarital|course/i],
  },
  {
    id: "h24-know-cheap-months-ohio",
    question: "cheapest months to get married in ohio",
    // January to March, and November outside holiday weekends.
    expect: [/January/i, /March/i, /November/i],
  },
  {
    id: "h24-know-tent-cost",
    question: "if it rains how much would a tent cost us",
    expect: [usdRange(2000, 6000)],
  },
  {
    id: "h24-know-gown-lead-time",
    question: "how far ahead do i need to order my dress",
    // A made-to-order gown takes six to nine months including alterations.
    expect: [range("six", 6, "nine", 9, "months")],
  },
];
