import { BadgeCheck, MapPin, Sparkles, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import type { Photo } from "@shared/schemas/marketplace";
import type { ListingRating } from "@shared/schemas/reviews";
import { formatUsd } from "./format";
import { PriceTier } from "./price-tier";
import { RatingSummary } from "./rating-stars";
import { PHOTO_FRAME, ResponsiveImage } from "../media/responsive-image";
import type { PhotoLayout } from "@shared/rules/upload-images";

/** Listing photos are drawn at 3:2; the attributes reserve the space before they load (no layout shift). */
export const PHOTO_WIDTH = PHOTO_FRAME.width;
export const PHOTO_HEIGHT = PHOTO_FRAME.height;

export type ListingCardProps = {
  href: string;
  name: string;
  photo: Photo;
  location: string;
  /** One short line under the location: capacity for venues, the tagline for vendors. */
  detail?: ReactNode;
  /** Shown as "Up to 180 seated" with a people icon when set. */
  capacity?: string;
  priceFrom: number;
  priceTier: number;
  chips?: string[];
  chipsLabel?: string;
  isFeatured?: boolean;
  isClaimed?: boolean;
  /** Verified reviews (issue #13); nothing is shown without any. */
  rating?: ListingRating | null;
  /** The first row of results loads eagerly: it is what the visitor sees first (LCP). */
  isEager?: boolean;
  /** Warms the detail query when the pointer or focus lands on the card. */
  onIntent?: () => void;
  /** Where the card sits (the photo's `sizes`): a results grid (`card`), four a row, or a preview. */
  cardLayout?: Extract<PhotoLayout, "card" | "cardQuarter" | "tile">;
};

/**
 * A listing in a results grid. The whole card is clickable through the link's ::after, while the link's
 * text — the listing's name — stays its accessible name.
 */
export function ListingCard({
  href,
  name,
  photo,
  location,
  detail,
  capacity,
  priceFrom,
  priceTier,
  chips = [],
  chipsLabel = "Styles",
  isFeatured,
  isClaimed,
  rating = null,
  isEager,
  onIntent,
  cardLayout = "card",
}: ListingCardProps) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white transition-shadow focus-within:shadow-[0_18px_40px_-24px_rgba(59,47,44,0.45)] hover:shadow-[0_18px_40px_-24px_rgba(59,47,44,0.45)]"
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-cream">
        <ResponsiveImage
          photo={photo}
          alt={photo.alt}
          layout={cardLayout}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading={isEager ? "eager" : "lazy"}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {isFeatured && (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-ink shadow-sm">
            <Sparkles className="size-3.5 text-gold" aria-hidden /> Featured
          </span>
        )}
        {isClaimed && (
          <span
            className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-medium text-ink shadow-sm"
            title="Managed by the business itself"
          >
            <BadgeCheck className="size-3.5 text-sage" aria-hidden /> Claimed
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-title-sm leading-tight text-ink">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-rose group-hover:text-rose-dark"
          >
            {name}
          </Link>
        </h3>
        {rating && <RatingSummary rating={rating} className="mt-1" />}
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <MapPin className="size-3.5 shrink-0 text-sage" aria-hidden />
          {location}
        </p>
        {capacity && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <Users className="size-3.5 shrink-0 text-sage" aria-hidden />
            {capacity}
          </p>
        )}
        {detail && <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-muted">{detail}</p>}
        {chips.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={chipsLabel}>
            {chips.map((c) => (
              <li key={c} className="rounded-full bg-cream px-2.5 py-0.5 text-xs text-ink">
                {c}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-4">
          <div className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
            <p className="text-body text-ink">
              <span className="text-muted">From </span>
              <span className="font-semibold">{formatUsd(priceFrom)}</span>
            </p>
            <PriceTier tier={priceTier} className="text-sm" />
          </div>
        </div>
      </div>
    </article>
  );
}

export function ListingCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white" aria-hidden>
      <div className="aspect-[3/2] animate-pulse bg-cream" />
      <div className="flex flex-1 flex-col gap-2.5 p-5">
        <div className="h-6 w-3/4 animate-pulse rounded-full bg-cream" />
        <div className="h-4 w-1/2 animate-pulse rounded-full bg-cream" />
        <div className="h-4 w-2/5 animate-pulse rounded-full bg-cream" />
        <div className="mt-2 flex gap-1.5">
          <div className="h-5 w-16 animate-pulse rounded-full bg-cream" />
          <div className="h-5 w-14 animate-pulse rounded-full bg-cream" />
        </div>
        <div className="mt-3 h-5 w-full animate-pulse rounded-full bg-cream/70" />
      </div>
    </div>
  );
}
