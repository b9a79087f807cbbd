import { ArrowRight, ClipboardList, LayoutGrid, MessagesSquare, Users } from "lucide-react";
import { ButtonLink } from "@client/components/ui/button";
import { IconCardGrid, MarketingHero, MarketingSection } from "@client/components/marketing/marketing-blocks";
import { SampleExchange } from "./blocks";

const features = [
  {
    icon: LayoutGrid,
    title: "Every client's plan, one place",
    body: "Switch between couples and June switches with you: their date, guest count, budget, saved venues and RSVPs.",
  },
  {
    icon: MessagesSquare,
    title: "The same June your couples use",
    body: "Ask for venues that fit a client's numbers, vendors in their price range, or what's overdue on their timeline.",
  },
  {
    icon: Users,
    title: "Couples stay in the loop",
    body: "Couples invite you into their plan; they keep their account and see what you change. Nothing moves without a confirmation.",
  },
  {
    icon: ClipboardList,
    title: "Less typing, more planning",
    body: "June drafts shortlists, budget splits and countdown checklists you can adjust and share in minutes.",
  },
];

/** /june-for-planners — June for professional planners (planner accounts are coming). */
export function JuneForPlannersPage() {
  return (
    <div>
      <MarketingHero
        eyebrow="June for planners"
        title={
          <>
            An assistant for <em className="text-rose">every couple you plan for</em>
          </>
        }
        intro={
          <>
            <p>
              Wedding planners juggle a dozen plans at once. June keeps each one straight — every client's
              date, guest count, budget and shortlist — and answers from the right one.
            </p>
            <p className="mt-4 rounded-2xl border border-gold/40 bg-white/70 px-4 py-3 text-base text-ink">
              <strong className="font-semibold">Planner accounts are coming.</strong> Tell us you're
              interested and we'll invite you first, with a say in what we build.
            </p>
          </>
        }
        actions={
          <>
            <ButtonLink to="/contact?topic=partnerships" size="lg">
              Tell us you're interested <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/ai-planner" variant="secondary" size="lg">
              See how June works
            </ButtonLink>
          </>
        }
        aside={
          <SampleExchange
            question="Which of my October couples still need a photographer?"
            answer={
              <>
                <p>Two of your four October weddings have no photographer yet:</p>
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  <li>
                    <strong>Maya &amp; Jordan</strong> — Nashville, Oct 9, $3,000 set aside
                  </li>
                  <li>
                    <strong>Priya &amp; Sam</strong> — Columbus, Oct 23, $2,500 set aside
                  </li>
                </ul>
                <p className="mt-2">Shall I shortlist photographers free on those dates?</p>
              </>
            }
            caption="A preview of planner accounts. Example data."
          />
        }
      />

      <MarketingSection
        id="planners-features-title"
        eyebrow="What we're building"
        title="Made for the way planners work"
        intro="Built with the planners who help us shape it."
        tone="cream"
      >
        <IconCardGrid items={features} columns="sm:grid-cols-2" />
      </MarketingSection>

      <section aria-labelledby="planners-now-title" className="py-16 lg:py-24">
        <div className="mx-auto max-w-3xl px-5 text-center sm:px-8">
          <h2 id="planners-now-title" className="text-headline leading-[1.1] text-ink sm:text-5xl">
            Until then
          </h2>
          <p className="mt-4 text-lead leading-relaxed text-muted">
            Planners can list their business today in our Wedding Planners category, where couples in Ohio and
            Tennessee find them — and June recommends listings that fit a couple's plan.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/signup/vendor">List your planning business</ButtonLink>
            <ButtonLink to="/contact?topic=partnerships" variant="secondary">
              Join the planner waitlist
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
