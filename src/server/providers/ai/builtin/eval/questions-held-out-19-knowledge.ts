import type { EvalCase } from "./questions";
import { range } from "./questions-held-out-18-patterns";

/**
 * Held-out set #19, knowledge: the planning guides (knowledge_passages as seeded) asked the way couples
 * ask, etiquette included. Each expected fact is quoted from a seeded passage; rejects catch the canned
 * reply a keyword would pick instead (RSVP counts for a plus-one question, a vendor list for tipping).
 */
export const heldOut19Knowledge: EvalCase[] = [
  {
    id: "h19-know-save-the-dates",
    question: "when r we supposed to send save the dates out",
    // etiquette › Save-the-dates: six to eight months before.
    expect: [range("six", 6, "eight", 8, "months")],
  },
  {
    id: "h19-know-invites-timing",
    question: "how far ahead do invitations need to be mailed?",
    // etiquette › When to send invitations: six to eight weeks.
    expect: [range("six", 6, "eight", 8, "weeks")],
  },
  {
    id: "h19-know-rsvp-deadline",
    question: "what should our rsvp deadline be, like how many weeks before",
    expect: [range("three", 3, "four", 4, "weeks")],
  },
  {
    id: "h19-know-plus-one",
    context: { guests: { attending: 12, pending: 40, declined: 3 } },
    question: "do i HAVE to give my single cousin a plus one?? she's kind of annoying abt it",
    expect: [/your choice|up to you|not required|don'?t have to|not obligated|optional|won'?t know anyone/i],
    // An etiquette question, not the couple's RSVP counts.
    reject: [/\b40\b[^.\n]*pending|pending[^.\n]*\b40\b/i],
  },
  {
    id: "h19-know-adults-only",
    question: "is it rude to do an adults only wedding? how do we tell ppl",
    expect: [/acceptable|perfectly fine|not rude|totally fine|completely fine/i, /website/i],
  },
  {
    id: "h19-know-tip-dj",
    question: "how much do you tip the dj",
    // budgeting-basics › Tipping vendors: $50 to $150 for the DJ.
    expect: [/\$?50\s*(?:to|-|–)\s*\$?150/],
    reject: [/\]\(\/vendor\//],
  },
  {
    id: "h19-know-thank-yous",
    question: "whats the deadline for thank you notes after the wedding",
    expect: [/(?:three|3) months/i],
  },
  {
    id: "h19-know-ohio-license",
    question: "how long is an ohio marriage licence good for once we get it",
    expect: [/\b60 days|sixty days/i],
  },
  {
    id: "h19-know-tennessee-license",
    question:
      "we're doing nashville - how long is a tennessee marriage license valid and is there a discount",
    expect: [/\b30 days|thirty days/i, /premarital|course/i],
  },
  {
    id: "h19-know-photo-split",
    question: "what percent of the budget usually goes to photo and video",
    expect: [/\b12\s?(?:%|percent)/i],
  },
  {
    id: "h19-know-contingency",
    question: "how big should a contingency buffer be?",
    expect: [range("five", 5, "ten", 10, "(?:%|percent)")],
  },
  {
    id: "h19-know-cost-per-guest",
    question: "whats a normal cost per guest for a wedding around here",
    expect: [/\$250\b/],
  },
  {
    id: "h19-know-catering-pp",
    question: "ballpark, what does catering cost per person",
    expect: [/\$60\s*(?:to|-|–)\s*\$?150/],
  },
  {
    id: "h19-know-service-charge",
    question: "is the caterers service charge the same as a tip? how much is it usually",
    expect: [
      range("eighteen", 18, "twenty-four", 24, "(?:%|percent)"),
      /not (?:the same as )?a tip|isn'?t a tip|not a tip/i,
    ],
  },
  {
    id: "h19-know-deposit",
    question: "how much of a deposit do vendors normally want upfront",
    expect: [range("twenty-five", 25, "fifty", 50, "(?:%|percent)")],
  },
  {
    id: "h19-know-attendance",
    question: "realistically what % of the people we invite actually show up",
    expect: [range("eighty", 80, "ninety", 90, "(?:%|percent)")],
  },
  {
    id: "h19-know-cheap-months",
    question: "which months are cheapest to get married in ohio",
    expect: [/January/i, /March/i, /November/i],
  },
  {
    id: "h19-know-nashville-peak",
    question: "busiest wedding months in nashville?",
    expect: [/April/, /May/, /September/, /October/],
  },
  {
    id: "h19-know-tent",
    question: "if it rains at our outdoor venue how much does a tent cost roughly",
    expect: [/\$2,?000\s*(?:to|-|–)\s*\$6,?000/],
  },
  {
    id: "h19-know-final-count",
    question: "when do we give the caterer the final headcount",
    expect: [range("ten", 10, "fourteen", 14, "days")],
  },
  {
    id: "h19-know-hotel-block",
    question: "when shud we book a hotel room block for out of town ppl",
    expect: [range("nine", 9, "twelve", 12, "months")],
  },
  {
    id: "h19-know-gown",
    question: "how early do i need to order my dress",
    expect: [range("six", 6, "nine", 9, "months")],
  },
  {
    id: "h19-know-photographer-questions",
    question: "what should we ask a photographer before booking them",
    expect: [/second shooter/i, /galler/i],
    reject: [/\]\(\/vendor\//],
  },
  {
    id: "h19-know-who-pays",
    question: "traditionally who pays for what? my mom keeps bringing it up",
    expect: [/bride'?s family/i, /rehearsal dinner/i],
  },
];
