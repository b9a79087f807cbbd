import {
  ArrowRight,
  CalendarClock,
  CircleDollarSign,
  Landmark,
  Lock,
  MessageCircle,
  Mic,
  ShieldCheck,
  Store,
  WifiOff,
} from "lucide-react";
import { Link } from "@client/lib/router-link";
import { Button, ButtonLink } from "@client/components/ui/button";
import { useSession } from "@client/lib/session";
import { openJune } from "../../utils/open-june";
import { IconCardGrid, MarketingHero, MarketingSection } from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";
import { SampleExchange } from "./blocks";

const abilities = [
  {
    icon: Landmark,
    title: "Venues that fit",
    body: "June searches our venues in Cleveland, Columbus, Cincinnati and Nashville by your guest count, budget and style — and saves the ones you like when you say so.",
  },
  {
    icon: Store,
    title: "Vendors you can book",
    body: "Photographers, florists, caterers, DJs and eight more categories: June suggests real listings with their prices, not generic advice.",
  },
  {
    icon: CircleDollarSign,
    title: "A budget that adds up",
    body: "She reads your total and your allocations, tells you what is left, and suggests a split that matches how couples in your city really spend.",
  },
  {
    icon: CalendarClock,
    title: "A timeline you can keep",
    body: "How many days are left, what is due now, and what can wait — from twelve months out to the week of the wedding.",
  },
];

const examples = [
  "How many days until our wedding?",
  "Find us a rustic venue in Nashville for 150 guests",
  "How should we split a $35,000 budget?",
  "Which photographers in Cleveland fit our budget?",
  "What should we be doing six months out?",
  "How many guests have RSVP'd so far?",
];

const promises = [
  {
    icon: WifiOff,
    title: "Works even offline",
    body: "June's built-in planner answers from our planning guides and your data on our own servers, with no outside AI service involved. When we connect a larger AI model, each reply says which one answered.",
  },
  {
    icon: Lock,
    title: "Your data trains nothing",
    body: "Your plan is used to answer you, and only you. It is never used to train any model, and June can't see any other couple's plan.",
  },
  {
    icon: ShieldCheck,
    title: "She asks before she acts",
    body: "June reads your plan freely, but before she changes anything — like saving a venue to your list — she asks, and waits for your OK.",
  },
];

/** /ai-planner — "Meet June": what she does, example questions, a live try-it for signed-in couples. */
export function MeetJunePage() {
  const { user } = useSession();
  const isCouple = user?.kind === "couple";
  return (
    <div>
      <MarketingHero
        eyebrow="Meet June"
        title={
          <>
            The wedding planner who <em className="text-rose">already knows your plan</em>
          </>
        }
        intro={
          <p>
            June is the AI planner inside June Weddings. She knows your date, your guest count, your budget
            and the venues you saved — so when you ask her something, the answer starts from your wedding, not
            a blank page.
          </p>
        }
        actions={
          isCouple ? (
            <>
              <Button size="lg" onClick={() => openJune()}>
                <MessageCircle className="size-4" aria-hidden /> Chat with June now
              </Button>
              <ButtonLink to="/june-voice-intake" variant="secondary" size="lg">
                <Mic className="size-4" aria-hidden /> Tell June about your wedding
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to="/signup/couple" size="lg">
                Start planning with June <ArrowRight className="size-4" aria-hidden />
              </ButtonLink>
              <ButtonLink to="/login?next=%2Fai-planner" variant="secondary" size="lg">
                Sign in
              </ButtonLink>
            </>
          )
        }
        aside={
          <SampleExchange
            question="We're at 140 guests now. Does Lakeview Glasshouse still work?"
            answer={
              <>
                <p>
                  Yes — it seats <strong>160</strong>, so 140 fits with room for a dance floor. With your{" "}
                  <strong>$38,000</strong> budget, its $9,500 starting price leaves about $28,500 for
                  everything else.
                </p>
                <p className="mt-2">Want me to compare it with the two other venues you saved?</p>
              </>
            }
            caption="An example of how June answers from your plan."
          />
        }
      />

      <MarketingSection
        id="june-does-title"
        eyebrow="What June does"
        title="Venues, vendors, budget and timeline"
        intro="The four things that decide how a wedding goes, in one conversation."
        tone="cream"
      >
        <IconCardGrid items={abilities} columns="sm:grid-cols-2" />
      </MarketingSection>

      <section aria-labelledby="june-try-title" className="py-16 lg:py-24">
        <div className="mx-auto max-w-4xl px-5 sm:px-8">
          <SectionIntro
            id="june-try-title"
            eyebrow={isCouple ? "Try it now" : "Ask her anything"}
            title="Questions couples ask June"
            intro={
              isCouple
                ? "Pick one to open June with it ready to send, or ask in your own words."
                : "Create a free account and June answers these from your own plan."
            }
          />
          <ul className="mt-10 grid gap-3 sm:grid-cols-2">
            {examples.map((q) => (
              <li key={q}>
                {isCouple ? (
                  <button
                    type="button"
                    onClick={() => openJune(q)}
                    className="flex w-full items-center justify-between gap-3 rounded-2xl border border-line bg-white px-5 py-4 text-left text-body text-ink transition hover:border-rose/50 hover:bg-blush/30"
                  >
                    <span>“{q}”</span>
                    <ArrowRight className="size-4 shrink-0 text-rose" aria-hidden />
                  </button>
                ) : (
                  <p className="rounded-2xl border border-line bg-white px-5 py-4 text-body text-ink">
                    “{q}”
                  </p>
                )}
              </li>
            ))}
          </ul>
          {!isCouple && (
            <div className="mt-10 rounded-3xl border border-line bg-white p-6 text-center sm:p-8">
              <p className="font-serif text-2xl text-ink">
                {user ? "June plans weddings with couples" : "Try June with your own plan"}
              </p>
              <p className="mx-auto mt-2 max-w-xl text-muted">
                {user
                  ? "You're signed in with a business account. Couples chat with June from their account; your dashboard has your own tools."
                  : "It's free, there are no ads, and you don't need a credit card. Tell June your date, guest count and budget, and she takes it from there."}
              </p>
              {!user && (
                <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
                  <ButtonLink to="/signup/couple">Create your free account</ButtonLink>
                  <ButtonLink to="/login?next=%2Fai-planner" variant="secondary">
                    I already have one
                  </ButtonLink>
                </div>
              )}
            </div>
          )}
        </div>
      </section>

      <MarketingSection
        id="june-trust-title"
        eyebrow="Built with care"
        title="Helpful, private and careful"
        intro="A planner you can trust with the details."
        tone="sage"
      >
        <IconCardGrid items={promises} columns="md:grid-cols-3" tone="sage" />
      </MarketingSection>

      <section aria-labelledby="june-more-title" className="py-16 lg:py-20">
        <div className="mx-auto grid max-w-5xl gap-5 px-5 sm:px-8 md:grid-cols-2">
          <h2 id="june-more-title" className="sr-only">
            More ways to plan with June
          </h2>
          <MoreCard
            to="/june-voice-intake"
            title="Talk it through"
            body="Answer six quick questions by voice or by typing, and June fills in your wedding profile — after you check it."
            cta="Start the interview"
          />
          <MoreCard
            to="/intake-scheduling"
            title="Prefer a person?"
            body="Book a free 30-minute call with one of our planners. They'll have your plan in front of them."
            cta="Book a planning call"
          />
        </div>
      </section>
    </div>
  );
}

function MoreCard({ to, title, body, cta }: { to: string; title: string; body: string; cta: string }) {
  return (
    <div className="flex flex-col rounded-3xl border border-line bg-white p-7">
      <h3 className="text-2xl text-ink">{title}</h3>
      <p className="mt-2 flex-1 text-body leading-relaxed text-muted">{body}</p>
      <Link
        to={to}
        className="mt-5 inline-flex items-center gap-1.5 text-body font-medium text-rose underline-offset-4 hover:underline"
      >
        {cta} <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
