import { useQueryClient } from "@tanstack/react-query";
import { cityById } from "@shared/catalog";
import type { VenueSummary } from "@shared/schemas/marketplace";
import { ListingCard, type ListingCardProps } from "@client/components/listings/listing-card";
import { venueDetailQuery } from "../api/venues-api";
import { capacityLabel } from "../utils/venue-labels";
import { venueStyleLabels } from "@shared/marketplace-catalog";
import { SaveVenueHeart } from "./save-venue-button";

export function VenueCard({
  venue,
  isEager,
  cardLayout,
}: {
  venue: VenueSummary;
  isEager?: boolean;
  cardLayout?: ListingCardProps["cardLayout"];
}) {
  const queryClient = useQueryClient();
  const city = cityById(venue.cityId);
  return (
    <div className="relative h-full">
      <ListingCard
        href={`/venues/${venue.slug}`}
        name={venue.name}
        photo={venue.photo}
        location={[venue.neighborhood, city?.name].filter(Boolean).join(", ")}
        capacity={capacityLabel(venue.capacitySeated)}
        priceFrom={venue.priceFrom}
        priceTier={venue.priceTier}
        chips={venue.styles.map((s) => venueStyleLabels[s])}
        isFeatured={venue.isFeatured}
        isClaimed={venue.isClaimed}
        rating={venue.rating}
        isEager={isEager}
        cardLayout={cardLayout}
        onIntent={() => void queryClient.prefetchQuery(venueDetailQuery(venue.slug))}
      />
      {/* Over the photo's bottom-right corner (the badges hold the top corners); above the card's link. */}
      <div className="pointer-events-none absolute inset-x-0 top-0 aspect-[3/2]">
        <SaveVenueHeart venue={venue} className="pointer-events-auto absolute bottom-3 right-3 z-10" />
      </div>
    </div>
  );
}
