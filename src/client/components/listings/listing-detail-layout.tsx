import type { ReactNode } from "react";
import { MapPin } from "lucide-react";
import type { Photo } from "@shared/schemas/marketplace";
import type { ListingRating } from "@shared/schemas/reviews";
import { cx } from "@client/components/ui/class-names";
import { Breadcrumb, ContactLinks, FactList } from "./detail-parts";
import { formatUsd } from "./format";
import { Gallery } from "./gallery";
import { ListingActionBar } from "./listing-action-bar";
import { PriceTier } from "./price-tier";
import { RatingSummary } from "./rating-stars";
import { ResultGrid } from "./result-grid";

type Fact = { term: string; value: ReactNode; icon?: ReactNode };

/**
 * The page of one listing, venue or vendor (issue #3): breadcrumb, title, gallery, an "At a glance" card
 * (price, the visitor's actions, facts, contact) that stays in view beside the text on wide screens, the
 * listing's own sections, similar listings, and on phones a bar with the main action. The features fill
 * in what differs; the layout is the same for both so they look and behave as one product.
 */
export function ListingDetailLayout({
  breadcrumb,
  badges,
  title,
  place,
  intro,
  rating = null,
  photos,
  priceFrom,
  priceTier,
  actions,
  facts,
  glanceExtra,
  contact,
  children,
  similar,
  primaryAction,
}: {
  breadcrumb: { label: string; href?: string }[];
  /** Small labels above the title (featured, claimed). */
  badges?: ReactNode;
  title: string;
  /** Where (and for vendors what) the listing is, after a map pin. */
  place: ReactNode;
  /** A line under the title (a vendor's tagline). */
  intro?: ReactNode;
  /** Verified reviews (issue #13): stars under the title, linking to the reviews section (#reviews). */
  rating?: ListingRating | null;
  photos: Photo[];
  priceFrom: number;
  priceTier: number;
  /** What a visitor can do (save, inquire, tour, claim), under the price. */
  actions?: ReactNode;
  facts: Fact[];
  /** More of the card after the facts (a venue's styles). */
  glanceExtra?: ReactNode;
  contact: { email: string; phone: string; website: string };
  /** The listing's sections, in the main column. */
  children: ReactNode;
  similar?: { title: string; cards: { key: string; card: ReactNode }[] };
  /** The one action kept in reach on phones, and the name of the bar that holds it. */
  primaryAction?: { label: string; action: ReactNode };
}) {
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 sm:py-10">
      <Breadcrumb items={breadcrumb} />
      <header>
        {badges && <div className="mb-3 flex flex-wrap gap-2">{badges}</div>}
        <h1 className="text-display-sm leading-[1.05] text-ink sm:text-6xl">{title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-lead text-muted">
          <MapPin className="size-4 shrink-0 text-sage" aria-hidden />
          {place}
        </p>
        {rating && (
          <a href="#reviews" className="mt-3 inline-flex rounded-full hover:underline">
            <RatingSummary rating={rating} isLarge />
          </a>
        )}
        {intro && <p className="mt-3 max-w-2xl font-serif text-xl text-ink/80 sm:text-2xl">{intro}</p>}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="lg:col-start-1 lg:row-start-1">
          <Gallery photos={photos} name={title} />
        </div>

        <aside
          aria-labelledby="listing-glance"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <div className="rounded-3xl border border-line bg-white p-6">
            <h2 id="listing-glance" className="sr-only">
              At a glance
            </h2>
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-muted">
                From <span className="font-serif text-4xl text-ink">{formatUsd(priceFrom)}</span>
              </span>
              <PriceTier tier={priceTier} />
            </p>
            {actions && <div className="mt-5 flex flex-col gap-2.5">{actions}</div>}
            <div className="mt-6 border-t border-line pt-5">
              <FactList facts={facts} />
            </div>
            {glanceExtra}
            <GlanceSection title="Contact">
              <div className="mt-3">
                <ContactLinks email={contact.email} phone={contact.phone} website={contact.website} />
              </div>
            </GlanceSection>
          </div>
        </aside>

        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">{children}</div>
      </div>

      {similar && similar.cards.length > 0 && (
        <section aria-labelledby="similar-listings" className="mt-16 border-t border-line pt-10">
          <h2 id="similar-listings" className="text-3xl text-ink sm:text-4xl">
            {similar.title}
          </h2>
          <ResultGrid className="mt-6" columns={4}>
            {similar.cards.map(({ key, card }) => (
              <li key={key}>{card}</li>
            ))}
          </ResultGrid>
        </section>
      )}
      {primaryAction && (
        <ListingActionBar priceFrom={priceFrom} label={primaryAction.label}>
          {primaryAction.action}
        </ListingActionBar>
      )}
    </div>
  );
}

/** A titled part of the "At a glance" card, ruled off from the one before. */
export function GlanceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mt-5 border-t border-line pt-5">
      <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">{title}</h3>
      {children}
    </div>
  );
}

/** A small label above a listing's title: featured (gold) or claimed (sage). */
export function ListingBadge({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: "gold" | "sage";
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs text-ink [&_svg]:size-3.5",
        tone === "gold"
          ? "bg-gold/15 font-semibold [&_svg]:text-gold"
          : "bg-sage-light font-medium [&_svg]:text-sage",
      )}
    >
      {icon} {children}
    </span>
  );
}
