import { Link } from "@client/lib/router-link";
import { contact } from "@shared/catalog";
import { Logo } from "./logo";

/**
 * Footer groups (spec section 2). A link goes only to a page that exists; the blog, the planning tools,
 * the affiliate and give-back programmes return with the issues that build them (docs/decisions/018).
 */
const groups: { title: string; links: [string, string][] }[] = [
  {
    title: "Quick links",
    links: [
      ["Venues", "/venues"],
      ["Vendors", "/vendors"],
      ["How to Get Started", "/how-to-get-started"],
      ["Meet June", "/ai-planner"],
      ["Contact", "/contact"],
    ],
  },
  {
    title: "Smart tools",
    links: [
      ["AI Wedding Planner", "/ai-planner"],
      ["Budget Tracker", "/#budget"],
      ["Venue Tours", "/request-venue-tour"],
      ["AI Tools for Vendors", "/ai-vendor-tools"],
    ],
  },
  {
    title: "Business",
    links: [
      ["List Your Venue", "/list-your-venue"],
      ["Vendor Benefits", "/vendor-benefits"],
      ["AI Overview", "/ai"],
    ],
  },
  {
    title: "Legal",
    links: [
      ["Privacy", "/privacy"],
      ["Terms", "/terms"],
      ["FAQ", "/faq"],
      ["Help", "/help"],
      ["About", "/about"],
    ],
  },
];

export function Footer() {
  return (
    // Its bottom padding is the floating dock's height (tab bar included), so the last links scroll clear.
    <footer className="mt-24 border-t border-line bg-cream/60 pb-[var(--floating-reserve)]">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:px-8 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="max-w-xs">
          <Logo size="mini" />
          <p className="mt-4 text-sm leading-relaxed text-muted">
            Venues, vendors and every planning tool in one place — with June, the planner who knows your plan.
            Serving Ohio and Tennessee.
          </p>
          <address className="mt-5 flex flex-col gap-1 text-sm not-italic">
            <a href={`mailto:${contact.email}`} className="text-rose hover:underline">
              {contact.email}
            </a>
            <a href={contact.phoneHref} className="text-ink hover:underline">
              {contact.phone}
            </a>
          </address>
        </div>
        {groups.map((g) => (
          <nav key={g.title} aria-label={g.title}>
            <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.18em] text-sage">
              {g.title}
            </h2>
            <ul className="mt-4 flex flex-col gap-2.5">
              {g.links.map(([label, to]) => (
                <li key={to}>
                  <Link to={to} className="text-sm text-ink/85 hover:text-rose">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line/80 py-5 text-center text-xs text-muted">
        © 2026 June Weddings · Free to start · No ads · No credit card · Cancel anytime
      </div>
    </footer>
  );
}
