import { useQueryClient } from "@tanstack/react-query";
import { cityById } from "@shared/catalog";
import type { VenueSummary } from "@shared/schemas/marketplace";
import { ListingCard } from "@client/components/listings/listing-card";
import { venueDetailQuery } from "../api/venues-api";
import { capacityLabel } from "../utils/venue-labels";
import { venueStyleLabels } from "@shared/marketplace-catalog";

export function VenueCard({ venue, isEager }: { venue: VenueSummary; isEager?: boolean }) {
  const queryClient = useQueryClient();
  const city = cityById(venue.cityId);
  return (
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
      isEager={isEager}
      onIntent={() => void queryClient.prefetchQuery(venueDetailQuery(venue.slug))}
    />
  );
}
