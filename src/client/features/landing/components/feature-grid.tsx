import {
  ArrowRight,
  CalendarClock,
  Flower2,
  LayoutGrid,
  MessagesSquare,
  QrCode,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Link } from "@client/lib/router-link";
import { features, type FeatureId } from "../content/features";
import { SectionIntro } from "@client/components/marketing/section-intro";

const icons: Record<FeatureId, LucideIcon> = {
  timeline: CalendarClock,
  guests: QrCode,
  florals: Flower2,
  vendors: MessagesSquare,
  "floor-plan": LayoutGrid,
  budget: Wallet,
};

export function FeatureGrid() {
  return (
    <section aria-labelledby="landing-features-title" className="bg-cream/50 py-20 lg:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <img
          src="/illustrations/eucalyptus-sprig.svg"
          alt=""
          width={240}
          height={80}
          className="mx-auto mb-6 h-auto w-36"
        />
        <SectionIntro
          id="landing-features-title"
          eyebrow="Every tool, connected"
          title="Everything your wedding needs, in one calm place"
          intro="Each tool shares the same plan, so a change in one shows up everywhere — and June sees it too."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => {
            const Icon = icons[f.id];
            return (
              <li
                key={f.id}
                className="group relative flex flex-col rounded-3xl border border-line bg-white p-6 transition-shadow sm:p-7 hover:shadow-[0_18px_40px_-24px_rgba(59,47,44,0.35)]"
              >
                <span className="grid size-12 place-items-center rounded-2xl bg-blush/70 text-rose">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-5 text-2xl leading-tight text-ink">{f.title}</h3>
                <p className="mt-2 flex-1 text-body leading-relaxed text-muted">{f.description}</p>
                {f.link ? (
                  // The whole card is clickable through the link's ::after, yet the link text stays the accessible name.
                  <Link
                    to={f.link.href}
                    className="mt-6 inline-flex items-center gap-1.5 text-body font-medium text-rose after:absolute after:inset-0 after:rounded-3xl group-hover:text-rose-dark"
                  >
                    {f.link.label}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden
                    />
                  </Link>
                ) : (
                  // Not built yet (its issue is open): the card says where it stands instead of a dead link.
                  <Link
                    to="/coming-soon"
                    className="mt-6 inline-flex items-center gap-1.5 text-body font-medium text-muted hover:text-rose"
                  >
                    On our roadmap
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
