import { ArrowRight, Award, Building2, HeartHandshake, Store, type LucideIcon } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@client/lib/router-link";
import { foundingStatsQuery } from "../../api/founding-api";
import { foundingProgress } from "../../utils/founding-progress";
import { CategoryTiles } from "./category-tiles";
import { MarketingHero, MarketingSection } from "@client/components/marketing/marketing-blocks";
import { SectionIntro } from "@client/components/marketing/section-intro";

type Path = { to: string; label: string; note: string };

function AudienceCard({
  id,
  icon: Icon,
  title,
  intro,
  links,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  intro: string;
  links: Path[];
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-8"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-blush/70 text-rose">
        <Icon className="size-5" aria-hidden />
      </span>
      <h2 id={id} className="mt-5 text-3xl text-ink">
        {title}
      </h2>
      <p className="mt-2 text-body leading-relaxed text-muted">{intro}</p>
      <ul className="mt-6 divide-y divide-line border-t border-line">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className="group flex items-center justify-between gap-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
            >
              <span>
                <span className="block font-medium text-ink group-hover:text-rose">{l.label}</span>
                <span className="block text-sm text-muted">{l.note}</span>
              </span>
              <ArrowRight
                className="size-4 shrink-0 text-rose transition-transform group-hover:translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /pros: the hub for venues and vendors — where to start, the programmes, and the directory's size. */
export function ProsPage() {
  const founding = useQuery(foundingStatsQuery);
  return (
    <div>
      <MarketingHero
        eyebrow="For wedding professionals"
        title={
          <>
            Grow your wedding business <em className="text-rose">with June</em>
          </>
        }
        intro={
          <p>
            Venues and vendors across Ohio and Tennessee meet couples here while they plan. Start with a free
            listing, claim the one we made for you, or join our programmes for pros.
          </p>
        }
      />

      <div className="mx-auto grid max-w-6xl gap-5 px-5 sm:px-8 lg:grid-cols-2">
        <AudienceCard
          id="pros-venues"
          icon={Building2}
          title="For venues"
          intro="Show your spaces, capacities and prices, offer tour times couples book themselves, and answer inquiries in one place."
          links={[
            {
              to: "/list-your-venue",
              label: "List your venue",
              note: "Free, with tours and inquiries built in",
            },
            {
              to: "/venue/claim",
              label: "Claim your venue",
              note: "Already listed? Take it over in minutes",
            },
            {
              to: "/venue-owner-dashboard",
              label: "Your venue dashboard",
              note: "Venues, tour times, inquiries and stats",
            },
          ]}
        />
        <AudienceCard
          id="pros-vendors"
          icon={Store}
          title="For vendors"
          intro="Photographers, caterers, florists, DJs and every pro in between: a page with your packages and photos, and inquiries with the details up front."
          links={[
            { to: "/vendor-benefits", label: "Why vendors join", note: "What a listing does for you" },
            { to: "/vendor-pricing", label: "Pricing", note: "Free forever, with paid tiers planned" },
            {
              to: "/vendor-dashboard",
              label: "Your vendor dashboard",
              note: "Edit your listing and see your stats",
            },
            { to: "/vendor/claim", label: "Claim your listing", note: "Your business may already be here" },
          ]}
        />
      </div>

      <section aria-labelledby="pros-programmes" className="mx-auto max-w-6xl px-5 py-16 sm:px-8 lg:py-24">
        <SectionIntro id="pros-programmes" eyebrow="Programmes" title="Better together" />
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          <li className="group relative rounded-3xl bg-sage-light/60 p-6 sm:p-8">
            <HeartHandshake className="size-7 text-sage" aria-hidden />
            <h3 className="mt-4 text-3xl text-ink">Friendors</h3>
            <p className="mt-2 text-body leading-relaxed text-muted">
              Recommend the vendors you love working with. Your words appear on their profile — and theirs on
              yours.
            </p>
            <Link
              to="/friendors"
              className="mt-5 inline-flex items-center gap-1.5 font-medium text-rose after:absolute after:inset-0 after:rounded-3xl"
            >
              How friendors works <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
          <li className="group relative rounded-3xl bg-blush/55 p-6 sm:p-8">
            <Award className="size-7 text-rose" aria-hidden />
            <h3 className="mt-4 text-3xl text-ink">The Founding 50</h3>
            <p className="mt-2 text-body leading-relaxed text-muted">
              A year of featured placement, a lifetime price lock and a voice in our roadmap for our first
              fifty vendors.
              {founding.data && (
                <strong className="mt-2 block font-semibold text-ink">
                  {foundingProgress(founding.data).summary}
                </strong>
              )}
            </p>
            <Link
              to="/founding-50"
              className="mt-5 inline-flex items-center gap-1.5 font-medium text-rose after:absolute after:inset-0 after:rounded-3xl"
            >
              Apply to the Founding 50 <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
        </ul>
      </section>

      <MarketingSection
        id="pros-directory"
        eyebrow="The directory today"
        title="Who's already here"
        intro="Published vendors by category. See how your category looks — and where couples are waiting for more choice."
        tone="cream"
      >
        <div className="mt-10">
          <CategoryTiles />
        </div>
      </MarketingSection>
    </div>
  );
}
