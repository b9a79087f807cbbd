import type { EvalCase } from "./questions";
import { CONFIRM, ONE_BARN, TRACKER } from "./questions-17";
import { NO_VENDOR_LINKS, NO_VENUE_LINKS, SERVED_CITIES } from "./questions-18-kit";
import { guestQ, own } from "./questions-24";

/**
 * Probe questions for the ninth round (decision 065), written after its rules with wordings apart from
 * questions-24.ts, to measure whether the rules hold beyond the words they were made on. Same tracker
 * (questions-17's: $40,000; lines $35,000) and the same two events, through questions-24.ts's `own` and `guestQ`.
 */

const budget = { budget: TRACKER };
const NO_LINKS = [NO_VENUE_LINKS, NO_VENDOR_LINKS];
export const evalCases24Probe: EvalCase[] = [
  own("24p-sum-grand-total", "grand total of every category we set up?", ["$35,000"]),
  own("24p-sum-how-much-all", "how much is in all our lines put together", ["$35,000"]),
  own("24p-sum-typo", "can u add up all our budget catagories", ["$35,000"]),
  own("24p-two-and-for", "whats in the photography line and for flowers?", ["$4,000", "$2,500"]),
  own("24p-two-also-typo", "how much did we set aside for catring? also the dj", ["$12,000", "$1,500"]),
  own("24p-no-budget", "what about the venue and also music, how much did we put", [/haven't set/i], {}),
  guestQ("24p-event-both", "reception — invited and attending numbers?", [
    /8\b[^\n]*invited|invited[^\n]*\b8\b/i,
    /5\b[^\n]*(attending|coming)|(attending|coming)[^\n]*\b5\b/i,
  ]),
  guestQ("24p-meal-slang", "chicken/fish split so far??", [/Chicken\D*3|3\D*chicken/i, /Fish\D*2|2\D*fish/i]),
  guestQ("24p-meal-final", "what meal totals do i send the caterer", [
    /Chicken\D*3|3\D*chicken/i,
    /Fish\D*2|2\D*fish/i,
  ]),
  {
    id: "24p-add-plus-one-give",
    question: "add Rosa Diaz and give her a +1",
    expect: [CONFIRM],
    action: { guests: ["Rosa Diaz"], plusOnes: 1 },
  },
  {
    id: "24p-absurd-words",
    context: budget,
    question: "bump flowers to 11 million",
    expect: [/\$10,000,000/],
    reject: [CONFIRM],
    action: false,
  },
  {
    id: "24p-whatif-dont-save",
    context: budget,
    question: "if we invited 20 fewer people whats the per guest? dont save it",
    expect: ["100", "$400"],
    reject: [CONFIRM],
    action: false,
  },
  {
    id: "24p-save-it-please",
    history: ONE_BARN,
    question: "omg yes, add it to our saved venues",
    expect: [CONFIRM, "Bramblewood Farmstead"],
    action: "bramblewood-farmstead",
  },
  {
    id: "24p-words-capacity",
    question: "venues in cincinnati that hold two hundred",
    expect: [/200\+/],
    venues: { city: "cincinnati", minSeated: 200, atLeast: 1 },
  },
  {
    id: "24p-words-spot",
    question: "need a spot in columbus for one fifty guests",
    expect: [/150\+/],
    venues: { city: "columbus", minSeated: 150, atLeast: 1 },
  },
  {
    id: "24p-cant-book-dj",
    question: "go ahead and book the dj for june 5",
    expect: [/can't/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24p-cant-delete",
    question: "i want to cancel my june weddings account",
    expect: [/account security/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24p-cant-phone",
    question: "give me the florist owner's cell number",
    expect: [/can't/i, /private/i],
    reject: NO_LINKS,
    action: false,
  },
  {
    id: "24p-cant-financing",
    question: "is it smart to borrow money for the wedding",
    expect: [/financial advis/i],
    reject: NO_LINKS,
    action: false,
  },
  { id: "24p-city-state", question: "florists in portland, or", expect: SERVED_CITIES, reject: NO_LINKS },
  {
    id: "24p-guide-tip-officiant",
    question: "how much do u tip an officiant",
    expect: [/\$50 to \$100/],
    reject: NO_LINKS,
  },
  {
    id: "24p-guide-dress-when",
    question: "how far ahead do i need to buy the wedding gown",
    expect: [/six to nine months/i],
    reject: NO_LINKS,
  },
  {
    id: "24p-guide-adults-only",
    question: "no kids at our wedding - how do we say that politely",
    expect: [/website/i],
    reject: NO_LINKS,
  },
  {
    id: "24p-guide-tent",
    question: "ballpark for renting a tent?",
    expect: [/\$2,000 to \$6,000/],
    reject: NO_LINKS,
  },
  {
    id: "24p-guide-late-rsvp",
    question: "what do we do about late rsvps",
    expect: [/call or text|reminder|friendly/i],
    reject: NO_LINKS,
  },
  {
    id: "24p-amenity",
    question: "does forge event hal have a bridal suite",
    expect: [/Forge Event Hall/, /bridal suite/i],
    action: false,
  },
  // A topic the guides don't cover: said plainly, never another topic's passage.
  {
    id: "24n-no-guide-hashtag",
    question: "how do we come up with a wedding hashtag",
    expect: [/don't know|no guide/i],
    reject: NO_LINKS,
  },
  {
    id: "24n-no-guide-speech",
    question: "how long should the best man's speech be",
    expect: [/don't know|no guide/i],
    reject: NO_LINKS,
  },
  {
    id: "24n-no-guide-honeymoon",
    question: "best honeymoon destinations in europe?",
    expect: [/don't know|no guide|doesn't list/i],
    reject: NO_LINKS,
  },
];
