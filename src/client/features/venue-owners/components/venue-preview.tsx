import { MapPin, BadgeCheck, Users } from "lucide-react";
import { cityById } from "@shared/catalog";
import { listingImagePaths, venueStyleLabels } from "@shared/marketplace-catalog";
import { venuePriceTierFor, type VenueFields } from "@shared/schemas/owner-venues";
import { ListingCard, PHOTO_HEIGHT, PHOTO_WIDTH } from "@client/components/listings/listing-card";
import { formatUsd } from "@client/components/listings/format";
import { PriceTier } from "@client/components/listings/price-tier";
import { ResponsiveImage } from "@client/components/media/responsive-image";

const settingWords = { indoor: "Indoor", outdoor: "Outdoor", both: "Indoor & outdoor" } as const;

/**
 * What couples will see, drawn from the form as the owner types: the search card and the top of the
 * venue page. Inert, so its links and buttons never take focus or navigate.
 */
export function VenuePreview({ values }: { values: Partial<VenueFields> }) {
  const name = values.name?.trim() || "Your venue's name";
  const city = values.cityId ? cityById(values.cityId) : undefined;
  const location = [values.neighborhood?.trim() || "Neighborhood", city?.name ?? "City"].join(", ");
  const styles = values.styles ?? [];
  const cover = values.photos?.[0] ?? {
    src: listingImagePaths.venue(styles[0] ?? "garden", 1),
    alt: "Sample illustration until you add a photo",
  };
  const price = Number.isFinite(values.priceFrom) ? (values.priceFrom as number) : 0;
  const seated = Number.isFinite(values.capacitySeated) ? (values.capacitySeated as number) : 0;
  const tier = values.cityId ? venuePriceTierFor(price, values.cityId) : 1;
  const intro = values.description?.trim().split(/\n+/)[0] ?? "";

  return (
    <div className="flex flex-col gap-6" aria-label="Live preview of your listing" role="region">
      <div inert>
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.16em] text-muted">In search results</p>
        <div className="mx-auto max-w-sm" data-testid="preview-card">
          <ListingCard
            href="/add-venue"
            name={name}
            photo={cover}
            location={location}
            capacity={seated > 0 ? `Up to ${seated.toLocaleString("en-US")} seated` : undefined}
            priceFrom={price}
            priceTier={tier}
            chips={styles.map((s) => venueStyleLabels[s])}
            isClaimed
            cardLayout="tile"
          />
        </div>
      </div>

      <div inert>
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.16em] text-muted">Top of your page</p>
        <div className="overflow-hidden rounded-3xl border border-line bg-ivory" data-testid="preview-page">
          <div className="p-5">
            <span className="inline-flex items-center gap-1 rounded-full bg-sage-light px-3 py-1 text-xs font-medium text-ink">
              <BadgeCheck className="size-3.5 text-sage" aria-hidden /> Claimed by the venue
            </span>
            <p className="mt-3 font-serif text-3xl leading-tight text-ink break-words">{name}</p>
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
              <MapPin className="size-4 shrink-0 text-sage" aria-hidden />
              {location}
            </p>
          </div>
          <ResponsiveImage
            photo={cover}
            alt={cover.alt}
            layout="tile"
            width={PHOTO_WIDTH}
            height={PHOTO_HEIGHT}
            className="aspect-[3/2] w-full bg-cream object-cover"
          />
          <div className="flex flex-col gap-3 p-5">
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-muted">
                From <span className="font-serif text-3xl text-ink">{formatUsd(price)}</span>
              </span>
              <PriceTier tier={tier} />
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
              {seated > 0 && (
                <span className="inline-flex items-center gap-1.5">
                  <Users className="size-4 text-sage" aria-hidden /> {seated.toLocaleString("en-US")} seated
                </span>
              )}
              {values.setting && <span>{settingWords[values.setting]}</span>}
              {(values.photos?.length ?? 0) > 1 && <span>{values.photos?.length} photos</span>}
            </p>
            {intro && <p className="line-clamp-4 text-sm leading-relaxed text-muted">{intro}</p>}
            {(values.amenities?.length ?? 0) > 0 && (
              <ul className="flex flex-wrap gap-1.5">
                {values.amenities?.slice(0, 6).map((a) => (
                  <li key={a} className="rounded-full bg-cream px-2.5 py-0.5 text-xs text-ink">
                    {a}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
