import { Link } from "@client/lib/router-link";
import { ButtonLink } from "@client/components/ui/button";
import { Steps, type Step } from "../steps";

const link = "text-rose underline underline-offset-4 decoration-rose/30 hover:decoration-rose";

const steps: Step[] = [
  {
    title: "Create your free account",
    body: (
      <p>
        Sign up with your email and a password — no credit card, no ads, and you can cancel anytime. Most
        couples are set up in about 15 minutes.
      </p>
    ),
    action: <ButtonLink to="/signup/couple">Create your free account</ButtonLink>,
  },
  {
    title: "Tell June about your wedding",
    body: (
      <p>
        In{" "}
        <Link to="/couple-account" className={link}>
          your account
        </Link>
        , add your names, your date, roughly how many guests you expect and your budget. June, your AI
        planner, reads this plan before every answer — so instead of generic advice you get suggestions that
        fit your date, your headcount and your numbers.
      </p>
    ),
    action: (
      <ButtonLink to="/ai-planner" variant="secondary">
        Meet June
      </ButtonLink>
    ),
  },
  {
    title: "Find your venue and vendors",
    body: (
      <p>
        Browse{" "}
        <Link to="/venues" className={link}>
          venues
        </Link>{" "}
        in Cleveland, Columbus, Cincinnati and Nashville, then fill in the rest of your team from{" "}
        <Link to="/vendors" className={link}>
          12 vendor categories
        </Link>{" "}
        — photographers, caterers, florists, DJs and more. Save the ones you love and June will weigh them up
        with you.
      </p>
    ),
    action: (
      <>
        <ButtonLink to="/venues" variant="secondary">
          Browse venues
        </ButtonLink>
        <ButtonLink to="/vendors" variant="secondary">
          Browse vendors
        </ButtonLink>
      </>
    ),
  },
  {
    title: "Invite the people helping you",
    body: (
      <p>
        Add parents, your maid of honor or a planner as contributors. You decide what each person can see —
        for example, family paying toward the reception can follow the budget without seeing the guest list.
      </p>
    ),
  },
  {
    title: "Track your budget, guests and timeline",
    body: (
      <p>
        Keep every number in the{" "}
        <Link to="/#budget" className={link}>
          budget tracker
        </Link>
        , send invitations with QR-code RSVPs from the guest list manager , and let the master timeline tell
        you what is due next — from booking the venue to the last dance.
      </p>
    ),
    action: (
      <ButtonLink to="/ai-planner" variant="link">
        Plan it with June →
      </ButtonLink>
    ),
  },
];

/** The couple's path from sign-up to a plan that runs itself. */
export function CoupleSteps() {
  return (
    <section aria-labelledby="couples-title">
      <h2 id="couples-title" className="text-3xl leading-tight text-ink sm:text-4xl">
        For couples: five steps to a plan that keeps itself
      </h2>
      <p className="mt-3 mb-10 max-w-[62ch] text-lead leading-relaxed text-muted">
        You can do these in any order, and June will pick up wherever you are.
      </p>
      <Steps steps={steps} />
    </section>
  );
}
