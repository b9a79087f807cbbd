import type { GraceCase } from "./grace-cases";

/**
 * The held-out part (issue #17): written before the engine was tuned on the main set, and never tuned on
 * since — its score is the honest one. Do not change the engine to make these pass; add new cases to
 * questions.ts instead.
 */
export const heldOutCases: GraceCase[] = [
  {
    question: "i clicked the link to reset my password but it says its expired??",
    facts: ["10 minutes", ["new one", "ask for a new", "newest"]],
    ticket: null,
  },
  {
    question: "How do I get my bakery listed on your site?",
    facts: [["/signup/vendor", "vendor"], "free"],
    ticket: null,
  },
  {
    question: "Is there a fee for couples to use this?",
    facts: ["free", ["no credit card", "credit card"]],
    ticket: null,
  },
  {
    question: "My card shows a $39 charge from June Weddings and I never signed up for anything paid",
    facts: [
      ["don't take payments", "do not take payments"],
      ["date", "amount"],
    ],
    ticket: { issueType: "bookings_payments", priority: "high" },
  },
  {
    question: "Can I get someone from your team to call me about my venue listing?",
    facts: [["person on our team", "our team"]],
    ticket: { issueType: "venues_vendors" },
  },
  {
    question: "I think somebody got into my account, my wedding date changed and it wasn't me",
    facts: ["/password-reset", ["signs out", "sign out"]],
    ticket: { issueType: "account", priority: "urgent" },
  },
  {
    question: "How long until my claim on the Riverside Barn listing is approved?",
    facts: ["2 business days"],
    ticket: null,
  },
  {
    question: "I need to move our venue tour to another day",
    facts: [["reschedule", "Reschedule"], "account"],
    ticket: null,
  },
  {
    question: "Does June see other couples' information?",
    facts: [["only your own", "never another"]],
    ticket: null,
  },
  {
    question: "How many pictures can I add to my venue page?",
    facts: ["12 photos", "10 MB"],
    ticket: null,
  },
  {
    question: "The guest list page just shows a blank screen every time",
    facts: [
      ["reload", "Reload"],
      ["another browser", "private window"],
    ],
    ticket: { issueType: "technical" },
  },
  {
    question: "never got the confirmation email after signing up",
    facts: ["spam", ["sign in", "signing in"]],
    ticket: null,
  },
];
