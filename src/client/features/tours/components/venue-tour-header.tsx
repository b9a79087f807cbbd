import { ChevronLeft, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { cityById } from "@shared/catalog";
import type { TourVenue } from "@shared/schemas/tours";
import { ResponsiveImage } from "@client/components/media/responsive-image";

/** The venue a tour page is about: photo, name, where, and a way back to its page. */
export function VenueTourHeader({
  venue,
  eyebrow,
  children,
}: {
  venue: TourVenue;
  eyebrow: string;
  children?: ReactNode;
}) {
  const city = cityById(venue.cityId)?.displayName ?? venue.cityId;
  return (
    <header className="mb-8">
      <Link
        to={`/venues/${venue.slug}`}
        className="mb-5 inline-flex items-center gap-1 rounded-sm text-sm text-muted hover:text-rose hover:underline underline-offset-4"
      >
        <ChevronLeft className="size-4" aria-hidden /> Back to {venue.name}
      </Link>
      <div className="flex items-center gap-4 sm:gap-5">
        <ResponsiveImage
          photo={venue.photo}
          alt=""
          layout="icon"
          width={96}
          height={96}
          loading="eager"
          className="size-20 shrink-0 rounded-2xl border border-line object-cover sm:size-24"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">{eyebrow}</p>
          <h1 className="mt-1 text-3xl leading-tight text-ink sm:text-5xl">{venue.name}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-body text-muted">
            <MapPin className="size-4 shrink-0 text-sage" aria-hidden />
            {venue.neighborhood}, {city}
          </p>
        </div>
      </div>
      {children}
    </header>
  );
}
