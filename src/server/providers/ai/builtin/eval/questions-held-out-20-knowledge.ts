import type { EvalCase } from "./questions";
import { range } from "./questions-held-out-18-patterns";

/**
 * Held-out set #20, knowledge: the planning guides (knowledge_passages as seeded) asked the way couples
 * ask — money customs (deposits, tips, service charges, contingency, per-guest costs), etiquette,
 * guest-list rules of thumb, timing, seasons and the Ohio/Tennessee licence basics. Each expected fact is
 * quoted from a seeded passage (named above the case); rejects catch a listing or the couple's own
 * figures given instead of the custom.
 */

const PERCENT = "(?:%|percent)";
const VENDOR_LINK = /\]\(\/vendor\//;

export const heldOut20Knowledge: EvalCase[] = [
  {
    id: "h20-know-contingency",
    question: "how much should we keep aside as a buffer for surprises",
    // budgeting-basics › Keeping a contingency: 5 to 10 percent of the total.
    expect: [range("five", 5, "ten", 10, PERCENT)],
  },
  {
    id: "h20-know-deposit",
    question: "whats a normal deposit to hold a date with a vendor?",
    // budgeting-basics › Deposits and payment schedules: a retainer of 25 to 50 percent.
    expect: [range("twenty-five", 25, "fifty", 50, PERCENT)],
  },
  {
    id: "h20-know-balance-due",
    history: [
      { role: "user", content: "whats a normal deposit for a vendor" },
      {
        role: "assistant",
        content: "Most vendors ask for a non-refundable retainer of 25 to 50 percent to hold your date.",
      },
    ],
    question: "and when is the rest of the balance usually due",
    // Same passage: the balance one to four weeks before the wedding.
    expect: [range("one", 1, "four", 4, "weeks")],
  },
  {
    id: "h20-know-tip-hmua",
    question: "do we tip hair n makeup? how much",
    // budgeting-basics › Tipping vendors: 15 to 20 percent for hair and makeup.
    expect: [range("fifteen", 15, "twenty", 20, PERCENT)],
    reject: [VENDOR_LINK],
  },
  {
    id: "h20-know-tip-officiant",
    question: "what do you give the officiant as a tip",
    // Same passage: $50 to $100, or a donation to their place of worship.
    expect: [/\$?50\s*(?:to|-|–)\s*\$?100\b/],
    reject: [VENDOR_LINK],
  },
  {
    id: "h20-know-service-charge",
    question: "the caterer's quote has a 22% service charge on it. is that the tip??",
    // budgeting-basics › Hidden costs / Tipping vendors: a service charge is not the same as a tip.
    expect: [
      /not (?:the same as |usually )?(?:a |the )?(?:tip|gratuity)|isn'?t (?:usually )?(?:a |the )?(?:tip|gratuity)/i,
    ],
  },
  {
    id: "h20-know-per-guest-norm",
    question: "roughly what does a wedding cost per guest around here, all in?",
    // budgeting-basics › Cost per guest: about $250, most between $150 and $350.
    expect: [/\$250\b/, /\$?150\s*(?:to|-|–|and)\s*\$?350\b/],
  },
  {
    id: "h20-know-catering-per-person",
    question: "what's typical for catering per person",
    // Same passage: $60 to $150 per person including service.
    expect: [/\$?60\s*(?:to|-|–)\s*\$?150\b/],
    reject: [VENDOR_LINK],
  },
  {
    id: "h20-know-photo-share",
    question: "what % of the budget usually goes to photography and video",
    // budgeting-basics › Typical budget split: Photography & video 12%.
    expect: [/\b12\s?(?:%|percent)/i],
  },
  {
    id: "h20-know-off-peak-ohio",
    question: "cheapest months to get married in ohio?",
    // budgeting-basics › Ways to save / ohio-tennessee › Peak and off-peak months.
    expect: [/January/, /March/, /November/],
  },
  {
    id: "h20-know-peak-nashville",
    question: "when's peak wedding season in nashville",
    // ohio-tennessee › Peak and off-peak months: April, May, September and October.
    // Month names capitalised: "may" the verb is not May.
    expect: [/April/, /\bMay\b/, /September/, /October/],
  },
  {
    id: "h20-know-ohio-license-fee",
    question: "how much is a marriage license in ohio and do we need a blood test",
    // ohio-tennessee › Ohio marriage licence basics: roughly $40 to $75; no blood test.
    expect: [
      /\$?40\s*(?:to|-|–)\s*\$?75\b/,
      /no blood test|blood test (?:is not|isn'?t) (?:required|needed)|don'?t need a blood test|no\b[^.\n]*blood test/i,
    ],
  },
  {
    id: "h20-know-tn-license-window",
    question: "if we get our tennessee license early how long do we have to use it",
    // ohio-tennessee › Tennessee marriage licence basics: valid for 30 days.
    expect: [/\b(?:30|thirty) days/i],
    reject: [/\b(?:60|sixty) days/i],
  },
  {
    id: "h20-know-attendance-rate",
    question: "what percent of ppl we invite will actually show up? its a local wedding",
    // guest-list › How many guests will come: 80 to 90 percent for a local wedding.
    expect: [range("eighty", 80, "ninety", 90, PERCENT)],
  },
  {
    id: "h20-know-final-count",
    question: "when does the caterer need our final headcount",
    // guest-list › Tracking RSVPs: usually 10 to 14 days before the wedding.
    expect: [range("ten", 10, "fourteen", 14, "days")],
  },
  {
    id: "h20-know-hotel-block",
    question: "lots of our guests are flying in. when should we book a hotel block",
    // guest-list › Out-of-town guests: nine to twelve months ahead.
    expect: [range("nine", 9, "twelve", 12, "months")],
  },
  {
    id: "h20-know-gown-lead",
    question: "how early do i need to order my dress",
    // wedding-timeline › 9 to 12 months before: a made-to-order gown takes six to nine months.
    expect: [range("six", 6, "nine", 9, "months")],
  },
  {
    id: "h20-know-destination-invites",
    question: "its a destination wedding - when do the actual invitations go out?",
    // etiquette › When to send invitations: ten to twelve weeks for a destination wedding.
    expect: [range("ten", 10, "twelve", 12, "weeks")],
  },
  {
    id: "h20-know-early-gift-thanks",
    question: "we already got a few gifts before the wedding, how fast should we send thank yous for those",
    // etiquette › Thank-you notes: within two weeks for gifts received before the wedding.
    expect: [/\b(?:two|2) weeks/i],
  },
  {
    id: "h20-know-no-kids-wording",
    question: "can we just write 'no kids' on the invites?",
    // etiquette › Children at the wedding: say so on the website, don't print it on the invitation.
    expect: [/website/i, /don'?t|do not|avoid|not on the invitation|rather than/i],
  },
  {
    id: "h20-know-rehearsal-dinner-payer",
    question: "who traditionally pays for the rehearsal dinner",
    // etiquette › Who pays for what: the groom's family, by tradition.
    expect: [/groom'?s (?:family|parents)/i],
  },
  {
    id: "h20-know-rain-tent",
    question: "how much does a tent cost if it rains on our outdoor ceremony",
    // venue-tours › Outdoor spaces and the rain plan: a tent can add $2,000 to $6,000.
    expect: [/\$?2,?000\s*(?:to|-|–)\s*\$?6,?000|\$?2k\s*(?:to|-|–)\s*\$?6k/i],
  },
];
