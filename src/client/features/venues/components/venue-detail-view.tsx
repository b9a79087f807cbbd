import type { ReactNode } from "react";
import { Check, MapPin, Sparkles, Users, BadgeCheck, Trees, Tag } from "lucide-react";
import { cityById } from "@shared/catalog";
import type { VenueDetail } from "@shared/schemas/marketplace";
import {
  Breadcrumb,
  ContactLinks,
  DetailSection,
  FactList,
  Paragraphs,
} from "@client/components/listings/detail-parts";
import { formatUsd, priceTierWords } from "@client/components/listings/format";
import { Gallery } from "@client/components/listings/gallery";
import { ListingActionBar } from "@client/components/listings/listing-action-bar";
import { PriceTier } from "@client/components/listings/price-tier";
import { ResultGrid } from "@client/components/listings/result-grid";
import { settingLabels } from "../utils/venue-labels";
import { venueStyleLabels } from "@shared/marketplace-catalog";
import { VenueCard } from "./venue-card";

export function VenueDetailView({
  venue,
  actions,
  primaryAction,
}: {
  venue: VenueDetail;
  actions?: ReactNode;
  /** Repeated in a bar on phones (ListingActionBar). */
  primaryAction?: ReactNode;
}) {
  const city = cityById(venue.cityId);
  const cityName = city?.displayName ?? venue.cityId;
  const photos = venue.photos.length > 0 ? venue.photos : [venue.photo];
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 sm:py-10">
      <Breadcrumb
        items={[
          { label: "Venues", href: "/venues" },
          { label: cityName, href: `/venues/${venue.cityId}` },
          { label: venue.name },
        ]}
      />
      <header>
        {(venue.isFeatured || venue.isClaimed) && (
          <div className="mb-3 flex flex-wrap gap-2">
            {venue.isFeatured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold/15 px-3 py-1 text-xs font-semibold text-ink">
                <Sparkles className="size-3.5 text-gold" aria-hidden /> Featured
              </span>
            )}
            {venue.isClaimed && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sage-light px-3 py-1 text-xs font-medium text-ink">
                <BadgeCheck className="size-3.5 text-sage" aria-hidden /> Claimed by the venue
              </span>
            )}
          </div>
        )}
        <h1 className="text-[2.5rem] leading-[1.05] text-ink sm:text-6xl">{venue.name}</h1>
        <p className="mt-3 flex items-center gap-1.5 text-[17px] text-muted">
          <MapPin className="size-4 shrink-0 text-sage" aria-hidden />
          {venue.neighborhood}, {cityName}
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="lg:col-start-1 lg:row-start-1">
          <Gallery photos={photos} name={venue.name} />
        </div>

        <aside
          aria-labelledby="venue-glance"
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start lg:sticky lg:top-24"
        >
          <div className="rounded-3xl border border-line bg-white p-6">
            <h2 id="venue-glance" className="sr-only">
              At a glance
            </h2>
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-muted">
                From <span className="font-serif text-4xl text-ink">{formatUsd(venue.priceFrom)}</span>
              </span>
              <PriceTier tier={venue.priceTier} />
            </p>
            {actions && <div className="mt-5 flex flex-col gap-2.5">{actions}</div>}
            <div className="mt-6 border-t border-line pt-5">
              <FactList
                facts={[
                  {
                    term: "Seated",
                    value: `${venue.capacitySeated.toLocaleString("en-US")} guests`,
                    icon: <Users className="size-4" aria-hidden />,
                  },
                  {
                    term: "Standing",
                    value: `${venue.capacityStanding.toLocaleString("en-US")} guests`,
                    icon: <Users className="size-4" aria-hidden />,
                  },
                  {
                    term: "Setting",
                    value: settingLabels[venue.setting],
                    icon: <Trees className="size-4" aria-hidden />,
                  },
                  {
                    term: "Price tier",
                    value: priceTierWords[venue.priceTier],
                    icon: <Tag className="size-4" aria-hidden />,
                  },
                ]}
              />
            </div>
            {venue.styles.length > 0 && (
              <div className="mt-5 border-t border-line pt-5">
                <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
                  Style
                </h3>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {venue.styles.map((s) => (
                    <li key={s} className="rounded-full bg-cream px-3 py-1 text-sm text-ink">
                      {venueStyleLabels[s]}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mt-5 border-t border-line pt-5">
              <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
                Contact
              </h3>
              <div className="mt-3">
                <ContactLinks email={venue.contactEmail} phone={venue.contactPhone} website={venue.website} />
              </div>
            </div>
          </div>
        </aside>

        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">
          <DetailSection title="About this venue">
            <Paragraphs text={venue.description} />
          </DetailSection>
          {venue.amenities.length > 0 && (
            <DetailSection title="Amenities">
              <ul className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
                {venue.amenities.map((a) => (
                  <li key={a} className="flex items-start gap-2.5 text-[15px] text-ink">
                    <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
                    {a}
                  </li>
                ))}
              </ul>
            </DetailSection>
          )}
          <DetailSection title="Location">
            <address className="flex items-start gap-2.5 text-[15px] not-italic leading-relaxed text-ink">
              <MapPin className="mt-1 size-4 shrink-0 text-sage" aria-hidden />
              <span>
                {venue.address}
                {!venue.address.includes(venue.neighborhood) && (
                  <>
                    <br />
                    <span className="text-muted">
                      {venue.neighborhood} · {cityName}
                    </span>
                  </>
                )}
              </span>
            </address>
          </DetailSection>
        </div>
      </div>

      {venue.similar.length > 0 && (
        <section aria-labelledby="similar-venues" className="mt-16 border-t border-line pt-10">
          <h2 id="similar-venues" className="text-3xl text-ink sm:text-4xl">
            Similar venues in {city?.name ?? cityName}
          </h2>
          <ResultGrid className="mt-6" columns={4}>
            {venue.similar.map((v) => (
              <li key={v.id}>
                <VenueCard venue={v} />
              </li>
            ))}
          </ResultGrid>
        </section>
      )}
      {primaryAction && (
        <ListingActionBar priceFrom={venue.priceFrom} label={`Book ${venue.name}`}>
          {primaryAction}
        </ListingActionBar>
      )}
    </div>
  );
}
