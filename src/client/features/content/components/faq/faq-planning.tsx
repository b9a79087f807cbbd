import { Link } from "@client/lib/router-link";
import type { FaqGroupData } from "../faq-accordion";

/** Questions about cost and getting started, and about June. Answers link with plain <Link>s. */
export const startGroup: FaqGroupData = {
  id: "getting-started",
  title: "Getting started & cost",
  entries: [
    {
      id: "is-it-free",
      question: "Is June Weddings really free?",
      answer: (
        <>
          <p>
            Yes — it is free to start. Create an account, tell June about your wedding, browse venues and
            vendors and use the planning tools without paying anything. There are no ads, and we never sell
            your data to pay the bills.
          </p>
          <p>
            If we ever add paid extras for couples, we'll say so clearly before you use them; nothing you
            already rely on will quietly start costing money.
          </p>
        </>
      ),
    },
    {
      id: "credit-card",
      question: "Do I need a credit card to sign up?",
      answer: (
        <p>
          No. You only need an email address and a password.{" "}
          <Link to="/signup/couple">Create your free account</Link> — most couples are set up in about 15
          minutes.
        </p>
      ),
    },
    {
      id: "cancel",
      question: "Can I cancel anytime?",
      answer: (
        <p>
          Yes. There is no contract and nothing to renew. Stop using it whenever you like, or ask us to delete
          your account through the <Link to="/contact?topic=account">contact form</Link> — we can send you an
          export of your plan first.
        </p>
      ),
    },
    {
      id: "cities",
      question: "Which cities do you serve?",
      answer: (
        <p>
          Cleveland, Columbus and Cincinnati in Ohio, and Nashville in Tennessee. Switch cities anytime with
          “Currently Viewing” in the top menu — your plan stays the same, only the venues and vendors you see
          change.
        </p>
      ),
    },
  ],
};

export const juneGroup: FaqGroupData = {
  id: "june",
  title: "June, your AI planner",
  entries: [
    {
      id: "what-is-june",
      question: "What is June, and what can she help with?",
      answer: (
        <p>
          June is an AI planning assistant built into your account. Ask her about venues, vendors, your budget
          or your timeline — “What should we book first?” or “Is $4,000 realistic for photography?” — and she
          answers with your own plan in mind. You can also attach a photo, such as a centerpiece you love, and
          ask about it. <Link to="/ai-planner">Meet June</Link>.
        </p>
      ),
    },
    {
      id: "what-june-sees",
      question: "What can June see?",
      answer: (
        <>
          <p>
            Only your own plan. When you ask a question, June is given your names and wedding date, your guest
            count, your RSVP totals (attending, pending, declined), up to five of your saved venues, your
            budget, and your recent conversation with her.
          </p>
          <p>
            She cannot see other couples' plans, your guests' contact details, or anything outside June
            Weddings. You can clear your conversation with June at any time, which deletes its stored history.
          </p>
        </>
      ),
    },
    {
      id: "june-accuracy",
      question: "Can I rely on June's answers?",
      answer: (
        <p>
          June is a helpful starting point, not a contract. AI can get things wrong, so always confirm prices,
          availability and terms directly with the venue or vendor before you sign or pay. For help with your
          account, Grace — the help button at the bottom left — or our <Link to="/contact">team</Link> can
          step in.
        </p>
      ),
    },
  ],
};
