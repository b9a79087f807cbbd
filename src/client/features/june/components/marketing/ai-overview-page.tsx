import { ArrowRight, Headset, Heart, Sparkles, Store } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "@client/components/ui/button";
import { MarketingHero, MarketingSection } from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";

/** /ai — the AI overview: June for couples, Grace for support (coming), the AI tools for vendors. */
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
        title="One for planning, one for help"
        intro="Each does one job well."
        tone="cream"
      >
        <ul className="mt-12 grid gap-5 lg:grid-cols-3">
          <Assistant
            icon={<Heart className="size-5" aria-hidden />}
            name="June"
            role="Your wedding planner · for couples"
            status="Available now"
            isAvailable
          >
            <p>
              Ask about venues, vendors, your budget and your timeline. June reads your profile, guest list,
              budget and saved venues, searches real listings, and proposes changes you confirm with one tap.
              She can look at a photo of a dress or a bouquet and suggest a palette to match.
            </p>
            <ButtonLink to="/ai-planner" variant="link" className="mt-4 text-[15px]">
              More about June
            </ButtonLink>
          </Assistant>
          <Assistant
            icon={<Headset className="size-5" aria-hidden />}
            name="Grace"
            role="Support · for everyone"
            status="Coming soon"
          >
            <p>
              Grace will answer questions about your account, listings, bookings and payments, any time of day
              — by text or by voice — and hand you to a person with the whole conversation attached when a
              question needs one. Until then, our team answers at the contact page within one business day.
            </p>
          </Assistant>
          <Assistant
            icon={<Store className="size-5" aria-hidden />}
            name="Tools for vendors"
            role="For venues and wedding pros"
            status="Available now"
            isAvailable
          >
            <p>
              A description writer for your listing and reply drafts for every inquiry, built on the same
              careful AI layer as June. They write from your own facts, and nothing is published or sent until
              you do it yourself.
            </p>
            <ButtonLink to="/ai-vendor-tools" variant="link" className="mt-4 text-[15px]">
              More about the vendor tools
            </ButtonLink>
          </Assistant>
        </ul>
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
                  <p className="mt-1 text-[15px] leading-relaxed text-muted">{body}</p>
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
  role,
  status,
  isAvailable = false,
  children,
}: {
  icon: ReactNode;
  name: string;
  role: string;
  status: string;
  isAvailable?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-7">
      <div className="flex items-center justify-between gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-blush/70 text-rose">{icon}</span>
        <span
          className={
            isAvailable
              ? "rounded-full bg-sage-light px-3 py-1 text-xs font-semibold text-sage"
              : "rounded-full bg-cream px-3 py-1 text-xs font-semibold text-muted"
          }
        >
          {status}
        </span>
      </div>
      <h3 className="mt-5 text-3xl leading-tight text-ink">{name}</h3>
      <p className="text-sm text-muted">{role}</p>
      <div className="mt-3 flex-1 text-[15px] leading-relaxed text-muted">{children}</div>
    </li>
  );
}
