import {
  ArrowRight,
  BadgeCheck,
  CalendarCheck,
  HeartHandshake,
  MapPin,
  MessageSquareText,
  Sparkles,
} from "lucide-react";
import { Link } from "@client/lib/router-link";
import { cities } from "@shared/catalog";
import { ButtonLink } from "@client/components/ui/button";
import { useSession } from "@client/lib/session";

const reasons = [
  {
    icon: BadgeCheck,
    title: "A free listing",
    text: "No listing fee and no credit card. Your page, your photos, your words.",
  },
  {
    icon: MapPin,
    title: "Couples already searching",
    text: `Couples planning in ${cities
      .map((c) => c.name)
      .join(", ")
      .replace(/, ([^,]*)$/, " and $1")} filter by guest count, price and style — and find you.`,
  },
  {
    icon: CalendarCheck,
    title: "Tours booked straight into your calendar",
    text: "Offer tour times; couples pick one and both of you get a calendar invite. No phone tag.",
  },
  {
    icon: MessageSquareText,
    title: "Inquiries that arrive ready",
    text: "Every inquiry comes with the wedding date and guest count, so you can answer in one reply.",
  },
  {
    icon: Sparkles,
    title: "June recommends you",
    text: "June, our AI planner, knows each couple's date, budget and guest list — and suggests venues that fit.",
  },
  {
    icon: HeartHandshake,
    title: "Already listed? Claim it",
    text: "Many venues are on June Weddings already. Claim yours to update it and answer couples yourself.",
    link: { to: "/venue/claim", label: "Claim your listing" },
  },
];

const steps = [
  {
    title: "Create your free account",
    text: "Two minutes: your email and a password. Add your business details whenever you like.",
  },
  {
    title: "Add your venue",
    text: "Six short steps — basics, capacity and price, style, photos, description — with a live preview as you type.",
  },
  {
    title: "Publish and welcome couples",
    text: "Go live when you're ready. Views, saves, inquiries and tours show on your dashboard.",
  },
];

const faqs = [
  {
    q: "What does it cost?",
    a: "Listing a venue is free, and there's no credit card to enter. Couples contact you directly.",
  },
  {
    q: "Can I save a draft and publish later?",
    a: "Yes. Drafts are visible only to you, and you can publish or unpublish from your dashboard at any time.",
  },
  {
    q: "Which photos work best?",
    a: "Bright, wide shots of the ceremony and reception spaces first. Up to 12 photos, JPEG, PNG, WebP or GIF up to 10 MB each. We strip location data from every photo.",
  },
  {
    q: "Who sees my contact details?",
    a: "The email, phone and website you put on the listing are shown on your venue's page. Your account email stays private.",
  },
];

/** /list-your-venue: why a venue should list with us, how it works, and the way in. */
export function ListYourVenuePage() {
  const { user } = useSession();
  const isOwner = user?.kind === "venue_owner";
  const primary = isOwner
    ? { to: "/add-venue", label: "Add your venue" }
    : { to: "/signup/venue", label: "List your venue free" };
  return (
    <div>
      <section aria-labelledby="lyv-title" className="relative isolate overflow-hidden">
        <div className="pointer-events-none absolute inset-0 -z-10 bg-linear-to-b from-blush/40 via-ivory to-ivory" />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pt-12 pb-16 sm:px-8 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr]">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-[0.18em] text-sage">For venue owners</p>
            <h1 id="lyv-title" className="mt-4 text-display-sm leading-[1.05] text-ink sm:text-6xl">
              Fill your calendar with couples who <em className="text-rose">fit</em>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
              List your wedding venue free on June Weddings. Couples in Ohio and Tennessee find you by guest
              count, price and style, book tours into your calendar and send inquiries with the details you
              need.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={primary.to} size="lg">
                {primary.label} <ArrowRight className="size-4" aria-hidden />
              </ButtonLink>
              {isOwner ? (
                <ButtonLink to="/venue-owner-dashboard" variant="secondary" size="lg">
                  Open your dashboard
                </ButtonLink>
              ) : (
                <ButtonLink to="/venue/claim" variant="secondary" size="lg">
                  Claim an existing listing
                </ButtonLink>
              )}
            </div>
            {!user && (
              <p className="mt-4 text-sm text-muted">
                Already have an account?{" "}
                <Link
                  to="/login?next=%2Fadd-venue"
                  className="font-medium text-rose underline-offset-4 hover:underline"
                >
                  Sign in
                </Link>
              </p>
            )}
          </div>
          <div className="relative mx-auto w-full max-w-sm">
            <div className="absolute -inset-4 -z-10 rounded-[3rem] bg-cream/80 blur-2xl" />
            <div className="rotate-[-2deg] overflow-hidden rounded-3xl border border-line bg-white shadow-[0_30px_60px_-30px_rgba(59,47,44,0.45)]">
              <img
                src="/media/venues/garden-2.svg"
                alt=""
                width={1200}
                height={800}
                className="aspect-[3/2] w-full object-cover"
              />
              <div className="p-5">
                <p className="font-serif text-2xl text-ink">Your venue here</p>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                  <MapPin className="size-4 text-sage" aria-hidden /> Your neighborhood, your city
                </p>
                <div className="mt-4 grid grid-cols-3 gap-2 text-center">
                  {[
                    ["Views", "1.2k"],
                    ["Saves", "86"],
                    ["Tours", "9"],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-2xl bg-ivory px-2 py-3">
                      <p className="font-serif text-xl text-ink">{value}</p>
                      <p className="text-xs text-muted">{label}</p>
                    </div>
                  ))}
                </div>
                <p className="mt-3 text-center text-xs text-muted">An example of your dashboard's numbers</p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="lyv-why" className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
        <h2 id="lyv-why" className="max-w-2xl text-4xl text-ink">
          Why venues list with June Weddings
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text, link }) => (
            <li key={title} className="flex flex-col rounded-3xl border border-line bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-2xl bg-blush text-rose">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-serif text-2xl text-ink">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{text}</p>
              {link && (
                <Link
                  to={link.to}
                  className="mt-4 inline-flex items-center gap-1 font-medium text-rose underline-offset-4 hover:underline"
                >
                  {link.label} <ArrowRight className="size-4" aria-hidden />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="lyv-how" className="bg-cream/50">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
          <h2 id="lyv-how" className="text-4xl text-ink">
            How it works
          </h2>
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {steps.map((s, i) => (
              <li key={s.title} className="rounded-3xl bg-white p-6 shadow-xs">
                <span className="flex size-10 items-center justify-center rounded-full bg-rose font-serif text-lg text-white">
                  {i + 1}
                </span>
                <h3 className="mt-4 font-serif text-2xl text-ink">{s.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="lyv-faq" className="mx-auto max-w-3xl px-5 py-16 sm:px-8">
        <h2 id="lyv-faq" className="text-3xl text-ink">
          The small print
        </h2>
        <dl className="mt-6 divide-y divide-line rounded-3xl border border-line bg-white">
          {faqs.map((f) => (
            <div key={f.q} className="p-5 sm:p-6">
              <dt className="font-medium text-ink">{f.q}</dt>
              <dd className="mt-1.5 leading-relaxed text-muted">{f.a}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-col items-center gap-3 rounded-3xl bg-blush/40 px-6 py-10 text-center">
          <p className="font-serif text-3xl text-ink">Ready when you are</p>
          <p className="max-w-md text-muted">
            Start with the basics — you can save a draft and finish later.
          </p>
          <ButtonLink to={primary.to} size="lg" className="mt-2">
            {primary.label} <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
