import { useParams } from "react-router";
import { isCityId, vendorCategorySlugs, type VendorCategorySlug } from "@shared/catalog";
import { VendorSearchPage } from "@client/features/vendors/components/vendor-search-page";
import NotFoundPage from "./not-found";

const isCategory = (s: string): s is VendorCategorySlug => (vendorCategorySlugs as string[]).includes(s);

/**
 * /vendors, /vendors/{category}, /{city}/vendors, /{city}/vendors/{category} — one route, so moving
 * between categories and cities keeps the page mounted. An unknown city or category is the 404 page.
 */
export default function VendorsPage() {
  const { city, category } = useParams();
  if (city !== undefined && !isCityId(city)) return <NotFoundPage />;
  if (category !== undefined && !isCategory(category)) return <NotFoundPage />;
  return <VendorSearchPage pathCity={city} pathCategory={category} />;
}
