import type { ReactNode } from "react";
import { Check, MapPin, Sparkles, Users, BadgeCheck, Trees, Tag } from "lucide-react";
import { cityById } from "@shared/catalog";
import type { VenueDetail } from "@shared/schemas/marketplace";
import { venueStyleLabels } from "@shared/marketplace-catalog";
import { DetailSection, Paragraphs } from "@client/components/listings/detail-parts";
import { priceTierWords } from "@client/components/listings/format";
import {
  GlanceSection,
  ListingBadge,
  ListingDetailLayout,
} from "@client/components/listings/listing-detail-layout";
import { settingLabels } from "../utils/venue-labels";
import { VenueCard } from "./venue-card";

export function VenueDetailView({
  venue,
  actions,
  primaryAction,
  sections,
}: {
  venue: VenueDetail;
  actions?: ReactNode;
  /** Repeated in a bar on phones (ListingActionBar). */
  primaryAction?: ReactNode;
  /** Rendered after the page's main sections (location), in the same column. */
  sections?: ReactNode;
}) {
  const city = cityById(venue.cityId);
  const cityName = city?.displayName ?? venue.cityId;
  return (
    <ListingDetailLayout
      breadcrumb={[
        { label: "Venues", href: "/venues" },
        { label: cityName, href: `/venues/${venue.cityId}` },
        { label: venue.name },
      ]}
      badges={
        (venue.isFeatured || venue.isClaimed) && (
          <>
            {venue.isFeatured && (
              <ListingBadge tone="gold" icon={<Sparkles aria-hidden />}>
                Featured
              </ListingBadge>
            )}
            {venue.isClaimed && (
              <ListingBadge tone="sage" icon={<BadgeCheck aria-hidden />}>
                Claimed by the venue
              </ListingBadge>
            )}
          </>
        )
      }
      title={venue.name}
      rating={venue.rating}
      place={`${venue.neighborhood}, ${cityName}`}
      photos={venue.photos.length > 0 ? venue.photos : [venue.photo]}
      priceFrom={venue.priceFrom}
      priceTier={venue.priceTier}
      actions={actions}
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
      glanceExtra={
        venue.styles.length > 0 && (
          <GlanceSection title="Style">
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {venue.styles.map((s) => (
                <li key={s} className="rounded-full bg-cream px-3 py-1 text-sm text-ink">
                  {venueStyleLabels[s]}
                </li>
              ))}
            </ul>
          </GlanceSection>
        )
      }
      contact={{ email: venue.contactEmail, phone: venue.contactPhone, website: venue.website }}
      similar={{
        title: `Similar venues in ${city?.name ?? cityName}`,
        cards: venue.similar.map((v) => ({
          key: v.id,
          card: <VenueCard venue={v} cardLayout="cardQuarter" />,
        })),
      }}
      primaryAction={primaryAction ? { label: `Book ${venue.name}`, action: primaryAction } : undefined}
    >
      <DetailSection title="About this venue">
        <Paragraphs text={venue.description} />
      </DetailSection>
      {venue.amenities.length > 0 && (
        <DetailSection title="Amenities">
          <ul className="grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
            {venue.amenities.map((a) => (
              <li key={a} className="flex items-start gap-2.5 text-body text-ink">
                <Check className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
                {a}
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      <DetailSection title="Location">
        <address className="flex items-start gap-2.5 text-body not-italic leading-relaxed text-ink">
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
      {sections}
    </ListingDetailLayout>
  );
}
