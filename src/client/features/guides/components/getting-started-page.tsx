import { ArrowRight } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { GuideSection } from "@client/components/layout/guide";
import { Page } from "@client/components/layout/page";

type Step = { title: string; body: string; links: { to: string; label: string }[] };

/** The first steps, in the order that saves work later (each one feeds the next). */
export const GETTING_STARTED_STEPS: readonly Step[] = [
  {
    title: "Set your date and budget",
    body: "Tell us your date (or the season you have in mind), your city, a guest count and the total you'd like to spend. Everything else starts from these: June's advice, the budget split and the timeline.",
    links: [
      { to: "/onboarding", label: "Set up your wedding" },
      { to: "/couple-dashboard", label: "Your dashboard" },
    ],
  },
  {
    title: "Start your guest list",
    body: "Add households as you think of them, or import a spreadsheet. The count drives your venue size, catering and budget per guest.",
    links: [{ to: "/planning/guest-list-manager", label: "Open the guest list" }],
  },
  {
    title: "Shape the budget",
    body: "Start from a suggested split for your city and guest count, then adjust categories, add the lines you know and track deposits as you book.",
    links: [{ to: "/planning/budget-tracker", label: "Open the budget tracker" }],
  },
  {
    title: "See your timeline",
    body: "Your planning timeline lists what to do and when, from booking the venue to the final count, with dates worked back from your wedding day.",
    links: [{ to: "/planning/master-timeline", label: "Open your timeline" }],
  },
  {
    title: "Find your venue",
    body: "Search by city, guest count, style and price, save the ones you love, compare them side by side and book tours. Not sure of your style? The quiz helps.",
    links: [
      { to: "/venues", label: "Browse venues" },
      { to: "/planning-quiz", label: "Take the style quiz" },
    ],
  },
  {
    title: "Book your vendors",
    body: "Photographers, caterers, florists, music and more in your city, with starting prices. Book the ones that fill up first (photographer, caterer, band) soon after the venue.",
    links: [{ to: "/vendors", label: "Browse vendors" }],
  },
  {
    title: "Build your website",
    body: "One page for your guests: your story, the schedule, travel and stays, registry and RSVP. Private until you publish.",
    links: [{ to: "/planning/wedding-websites", label: "Build your website" }],
  },
  {
    title: "Invite your helpers",
    body: "Give a parent, your planner or the wedding party access to just the parts they help with: the guest list, the budget, vendors or the timeline.",
    links: [{ to: "/contributor-access", label: "Invite helpers" }],
  },
];

const linkClass =
  "inline-flex items-center gap-1.5 rounded-full border border-rose/40 bg-white px-4 py-2 text-sm font-medium text-rose hover:bg-blush/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

/** /planning/getting-started (issue #15): the first steps in order, each linking its tool. */
export function GettingStartedPage() {
  return (
    <Page
      eyebrow="Getting started"
      title="Your first steps"
      intro="Eight steps, in the order that saves you work later. Take them at your own pace: everything you add is kept, and June can help at every step."
    >
      <div className="flex flex-col gap-12 text-body leading-relaxed text-ink">
        <GuideSection id="steps" title="Step by step">
          <ol className="flex flex-col gap-5">
            {GETTING_STARTED_STEPS.map((s, i) => (
              <li key={s.title} className="flex gap-4 rounded-2xl border border-line bg-white p-5 sm:p-6">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sage/15 text-sm font-semibold text-sage"
                >
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="text-title-sm text-ink">
                    <span className="sr-only">Step {i + 1}: </span>
                    {s.title}
                  </h3>
                  <p className="mt-2 text-muted">{s.body}</p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    {s.links.map((l) => (
                      <Link key={l.to} to={l.to} className={linkClass}>
                        {l.label}
                        <ArrowRight className="size-4" aria-hidden />
                      </Link>
                    ))}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </GuideSection>
        <GuideSection id="more" title="When you want to read more">
          <p className="text-muted">
            The{" "}
            <Link className="text-rose underline underline-offset-4" to="/planning/guides">
              planning guides
            </Link>{" "}
            cover budgeting, etiquette, the guest list, venue tours and what to ask vendors — the same guides
            June answers from. Spreadsheets to start from are on the{" "}
            <Link className="text-rose underline underline-offset-4" to="/planning/templates">
              templates
            </Link>{" "}
            page.
          </p>
        </GuideSection>
      </div>
    </Page>
  );
}
