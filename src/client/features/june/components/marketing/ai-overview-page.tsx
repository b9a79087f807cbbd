import { ArrowRight, Heart, Sparkles, Store } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "@client/components/ui/button";
import { MarketingHero, MarketingSection } from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";

/**
 * /ai — the AI overview: June for couples and the AI tools for vendors. Grace (support) is in the spec but
 * not built yet, so she is not shown; support questions go to the contact page meanwhile.
 */
export function AiOverviewPage() {
  return (
    <div>
      <MarketingHero
        eyebrow="AI at June Weddings"
        title={
          <>
            AI that <em className="text-rose">knows the plan</em>, and asks before it acts
          </>
        }
        intro={
          <p>
            Our assistants work from real information — your wedding details and the real venues and vendors
            listed here — instead of guessing. They never see anyone else's plan, your data never trains a
            model, and nothing in your account changes until you say yes.
          </p>
        }
        actions={
          <>
            <ButtonLink to="/ai-planner" size="lg">
              Meet June <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/signup/couple" variant="secondary" size="lg">
              Start planning free
            </ButtonLink>
          </>
        }
      />

      <MarketingSection
        id="ai-assistants-title"
        eyebrow="The assistants"
        title="One for planning, one for your business"
        intro="Each does one job well."
        tone="cream"
      >
        <ul className="mt-12 grid gap-5 lg:grid-cols-2">
          <Assistant
            icon={<Heart className="size-5" aria-hidden />}
            name="June"
            audience="Your wedding planner · for couples"
          >
            <p>
              Ask about venues, vendors, your budget and your timeline. June reads your profile, guest list,
              budget and saved venues, searches real listings, and proposes changes you confirm with one tap.
              She can look at a photo of a dress or a bouquet and suggest a palette to match.
            </p>
            <ButtonLink to="/ai-planner" variant="link" className="mt-4 text-body">
              More about June
            </ButtonLink>
          </Assistant>
          <Assistant
            icon={<Store className="size-5" aria-hidden />}
            name="Tools for vendors"
            audience="For venues and wedding pros"
          >
            <p>
              A description writer for your listing and reply drafts for every inquiry, built on the same
              careful AI layer as June. They write from your own facts, and nothing is published or sent until
              you do it yourself.
            </p>
            <ButtonLink to="/ai-vendor-tools" variant="link" className="mt-4 text-body">
              More about the vendor tools
            </ButtonLink>
          </Assistant>
        </ul>
        <p className="mt-8 text-center text-body text-muted">
          Questions about your account, a listing or a booking? Our team answers within one business day{" "}
          <ButtonLink to="/contact" variant="link" className="text-body">
            from the contact page
          </ButtonLink>
          .
        </p>
      </MarketingSection>

      <section aria-labelledby="ai-principles-title" className="py-16 lg:py-24">
        <div className="mx-auto max-w-4xl px-5 sm:px-8">
          <SectionIntro id="ai-principles-title" eyebrow="How we build AI" title="Four rules we keep" />
          <ol className="mt-10 space-y-4">
            {[
              [
                "Grounded in real data",
                "Answers come from your plan and our real listings, looked up on our servers at the moment you ask.",
              ],
              [
                "Private by design",
                "An assistant can only reach the account of the person talking to it. Your conversations train nothing.",
              ],
              [
                "You stay in charge",
                "Assistants suggest; you decide. Anything that changes your account waits for your confirmation.",
              ],
              [
                "Honest about itself",
                "Each reply says discreetly which engine answered — our built-in planner, which runs entirely on our servers, or a larger AI model.",
              ],
            ].map(([title, body], i) => (
              <li key={title} className="flex gap-4 rounded-3xl border border-line bg-white p-6">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-blush/70 font-serif text-lg text-rose">
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-xl text-ink">{title}</h3>
                  <p className="mt-1 text-body leading-relaxed text-muted">{body}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-10 text-center text-sm text-muted">
            <Sparkles className="mr-1 inline size-4 text-gold" aria-hidden />
            Planning for clients?{" "}
            <ButtonLink to="/june-for-planners" variant="link">
              See June for planners
            </ButtonLink>
          </p>
        </div>
      </section>
    </div>
  );
}

function Assistant({
  icon,
  name,
  audience,
  children,
}: {
  icon: ReactNode;
  name: string;
  audience: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-7">
      <span className="grid size-12 place-items-center rounded-2xl bg-blush/70 text-rose">{icon}</span>
      <h3 className="mt-5 text-3xl leading-tight text-ink">{name}</h3>
      <p className="text-sm text-muted">{audience}</p>
      <div className="mt-3 flex-1 text-body leading-relaxed text-muted">{children}</div>
    </li>
  );
}
