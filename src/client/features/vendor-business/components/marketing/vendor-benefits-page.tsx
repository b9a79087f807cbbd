import { ArrowRight, Award, BarChart3, HeartHandshake, Inbox, Search, Sparkles } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { ButtonLink } from "@client/components/ui/button";
import {
  ClosingCall,
  IconCardGrid,
  type IconCardItem,
  MarketingHero,
  MarketingSection,
} from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";
import { useVendorStart } from "./marketing-blocks";

const benefits: IconCardItem[] = [
  {
    icon: Search,
    title: "Found by couples who are ready",
    body: "Couples in Cleveland, Columbus, Cincinnati and Nashville browse vendors by category and city — your page sits where they look for photographers, florists, DJs and the rest.",
  },
  {
    icon: Inbox,
    title: "Inquiries with the details up front",
    body: "Every inquiry arrives with the wedding date and guest count alongside the couple's message, so you can check your calendar and quote in one reply instead of five emails.",
  },
  {
    icon: Sparkles,
    title: "June recommends you",
    body: "June, our AI planner, knows each couple's date, budget and style. When they ask for help, June suggests vendors whose packages and prices fit their plan.",
  },
  {
    icon: HeartHandshake,
    title: "Friendors: your referral network",
    body: "Recommend the pros you love working with and let them recommend you. Recommendations appear on your profile, where couples read them.",
  },
  {
    icon: BarChart3,
    title: "A dashboard that tells you what works",
    body: "See how many couples viewed your page in the last 30 days, how many inquiries came in and which are new, and how many pros vouch for you.",
  },
  {
    icon: Award,
    title: "Be one of the Founding 50",
    body: "Our first fifty vendors get a year of featured placement, a lifetime price lock on paid tiers and a say in what we build next.",
  },
];

const steps = [
  {
    title: "Create your account",
    body: "A vendor account takes a minute: your email, a password and your business name.",
  },
  {
    title: "Build your listing",
    body: "Add your description, packages with prices, and up to twelve photos. Publish when it looks right.",
  },
  {
    title: "Answer inquiries",
    body: "Couples write to you from your page. Reply from your dashboard; the conversation is emailed to them too.",
  },
];

/** /vendor-benefits: why a wedding vendor should list on June Weddings. */
export function VendorBenefitsPage() {
  const start = useVendorStart();
  return (
    <div>
      <MarketingHero
        eyebrow="For wedding vendors"
        title={
          <>
            Meet couples <em className="text-rose">when they're ready to book</em>
          </>
        }
        intro={
          <p>
            June Weddings is where couples in Ohio and Tennessee plan the whole day — venue, vendors, guests
            and budget in one place. A listing puts your business in front of them, free.
          </p>
        }
        actions={
          <>
            <ButtonLink to={start.to} size="lg">
              {start.label} <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/vendor-pricing" variant="secondary" size="lg">
              See pricing
            </ButtonLink>
          </>
        }
        aside={
          <div className="mx-auto max-w-sm rounded-3xl border border-line bg-white p-6 shadow-[0_18px_40px_-24px_rgba(59,47,44,0.35)]">
            <p className="text-xs font-semibold uppercase tracking-[0.16em] text-sage">A new inquiry</p>
            <p className="mt-3 font-serif text-2xl text-ink">Ava &amp; Noah</p>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-2xl bg-cream/70 p-3">
                <dt className="text-muted">Wedding date</dt>
                <dd className="font-medium text-ink">Sat, Sep 18, 2027</dd>
              </div>
              <div className="rounded-2xl bg-cream/70 p-3">
                <dt className="text-muted">Guests</dt>
                <dd className="font-medium text-ink">120</dd>
              </div>
            </dl>
            <p className="mt-4 text-body leading-relaxed text-muted">
              “We love your garden-style work! Are you free for a lakeside ceremony in Cleveland?”
            </p>
            <p className="mt-4 text-xs text-muted">An example of what lands in your dashboard.</p>
          </div>
        }
      />

      <MarketingSection
        id="benefits-title"
        eyebrow="Why vendors join"
        title="More of the right couples, less chasing"
        intro="Everything a couple plans here is connected, so they reach you knowing what they need."
        tone="cream"
      >
        <IconCardGrid items={benefits} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </MarketingSection>

      <section aria-labelledby="how-title" className="py-16 lg:py-24">
        <div className="mx-auto max-w-5xl px-5 sm:px-8">
          <SectionIntro id="how-title" eyebrow="How it works" title="Live in an afternoon" />
          <ol className="mt-12 grid gap-5 md:grid-cols-3">
            {steps.map((s, i) => (
              <li key={s.title} className="rounded-3xl border border-line bg-white p-6 sm:p-7">
                <span className="grid size-10 place-items-center rounded-full bg-rose font-serif text-xl text-white">
                  {i + 1}
                </span>
                <h3 className="mt-4 text-2xl text-ink">{s.title}</h3>
                <p className="mt-2 text-body leading-relaxed text-muted">{s.body}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center text-body text-muted">
            Is your business already listed?{" "}
            <Link to="/vendor/claim" className="font-medium text-rose underline-offset-4 hover:underline">
              Claim your listing
            </Link>{" "}
            instead of starting over.
          </p>
        </div>
      </section>

      <section aria-labelledby="more-title" className="pb-16 lg:pb-24">
        <div className="mx-auto max-w-6xl px-5 sm:px-8">
          <h2 id="more-title" className="sr-only">
            Learn more
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {[
              {
                to: "/vendor-pricing",
                title: "Pricing",
                body: "The listing is free forever. See the Featured and Pro tiers we're planning.",
              },
              {
                to: "/friendors",
                title: "Friendors",
                body: "How vendor-to-vendor recommendations work, and how to give yours.",
              },
              {
                to: "/founding-50",
                title: "The Founding 50",
                body: "Perks for our first fifty vendors, and how to apply.",
              },
            ].map((l) => (
              <li
                key={l.to}
                className="group relative rounded-3xl border border-line bg-white p-6 transition-shadow hover:shadow-[0_18px_40px_-24px_rgba(59,47,44,0.35)]"
              >
                <h3 className="text-2xl text-ink">{l.title}</h3>
                <p className="mt-2 text-body leading-relaxed text-muted">{l.body}</p>
                <Link
                  to={l.to}
                  className="mt-4 inline-flex items-center gap-1.5 text-body font-medium text-rose after:absolute after:inset-0 after:rounded-3xl"
                >
                  Read about {l.title.replace(/^The /, "the ")}
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </Link>
              </li>
            ))}
          </ul>
          <ClosingCall
            title="Your next couple is already planning"
            intro="Free to list, no credit card, no commission on bookings."
          >
            <ButtonLink to={start.to} size="lg">
              {start.label} <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          </ClosingCall>
        </div>
      </section>
    </div>
  );
}
