import { useQueryClient } from "@tanstack/react-query";
import { cityById, vendorCategories } from "@shared/catalog";
import type { VendorSummary } from "@shared/schemas/marketplace";
import { ListingCard, type ListingCardProps } from "@client/components/listings/listing-card";
import { vendorDetailQuery } from "../api/vendors-api";

export function VendorCard({
  vendor,
  isEager,
  cardLayout,
}: {
  vendor: VendorSummary;
  isEager?: boolean;
  cardLayout?: ListingCardProps["cardLayout"];
}) {
  const queryClient = useQueryClient();
  const category = vendorCategories.find((c) => c.slug === vendor.categorySlug);
  return (
    <ListingCard
      href={`/vendor/${vendor.slug}`}
      name={vendor.businessName}
      photo={vendor.photo}
      location={cityById(vendor.cityId)?.displayName ?? vendor.cityId}
      detail={vendor.tagline}
      priceFrom={vendor.priceFrom}
      priceTier={vendor.priceTier}
      chips={category ? [category.name] : []}
      chipsLabel="Category"
      isClaimed={vendor.isClaimed}
      rating={vendor.rating}
      isEager={isEager}
      cardLayout={cardLayout}
      onIntent={() => void queryClient.prefetchQuery(vendorDetailQuery(vendor.slug))}
    />
  );
}
