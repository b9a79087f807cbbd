import type { ReactNode } from "react";
import { BadgeCheck, Briefcase, MapPin, Package, Tag } from "lucide-react";
import { cityById, vendorCategories } from "@shared/catalog";
import type { VendorDetail } from "@shared/schemas/marketplace";
import { DetailSection, Paragraphs } from "@client/components/listings/detail-parts";
import { formatUsd, priceTierWords } from "@client/components/listings/format";
import { ListingBadge, ListingDetailLayout } from "@client/components/listings/listing-detail-layout";
import { vendorListPath } from "../utils/vendor-filters";
import { categoryNouns } from "../utils/vendor-labels";
import { VendorCard } from "./vendor-card";

export function VendorDetailView({
  vendor,
  actions,
  primaryAction,
  sections,
}: {
  vendor: VendorDetail;
  actions?: ReactNode;
  /** Repeated in a bar on phones (ListingActionBar). */
  primaryAction?: ReactNode;
  /** Rendered after the page's main sections (service area), in the same column. */
  sections?: ReactNode;
}) {
  const city = cityById(vendor.cityId);
  const cityName = city?.displayName ?? vendor.cityId;
  const category = vendorCategories.find((c) => c.slug === vendor.categorySlug);
  const categoryName = category?.name ?? vendor.categorySlug;
  const [singular, plural] = categoryNouns[vendor.categorySlug];
  return (
    <ListingDetailLayout
      breadcrumb={[
        { label: "Vendors", href: "/vendors" },
        {
          label: `${categoryName} in ${city?.name ?? cityName}`,
          href: vendorListPath({ city: vendor.cityId, category: vendor.categorySlug }),
        },
        { label: vendor.businessName },
      ]}
      badges={
        vendor.isClaimed && (
          <ListingBadge tone="sage" icon={<BadgeCheck aria-hidden />}>
            Claimed by the business
          </ListingBadge>
        )
      }
      title={vendor.businessName}
      rating={vendor.rating}
      place={`${singular.charAt(0).toUpperCase() + singular.slice(1)} · ${cityName}`}
      intro={vendor.tagline}
      photos={vendor.photos.length > 0 ? vendor.photos : [vendor.photo]}
      priceFrom={vendor.priceFrom}
      priceTier={vendor.priceTier}
      actions={actions}
      facts={[
        { term: "Category", value: categoryName, icon: <Briefcase className="size-4" aria-hidden /> },
        { term: "Based in", value: cityName, icon: <MapPin className="size-4" aria-hidden /> },
        {
          term: "Price tier",
          value: priceTierWords[vendor.priceTier],
          icon: <Tag className="size-4" aria-hidden />,
        },
        {
          term: "Packages",
          value: vendor.packages.length > 0 ? String(vendor.packages.length) : "On request",
          icon: <Package className="size-4" aria-hidden />,
        },
      ]}
      contact={{ email: vendor.contactEmail, phone: vendor.contactPhone, website: vendor.website }}
      similar={{
        title: `More ${plural} in ${city?.name ?? cityName}`,
        cards: vendor.similar.map((v) => ({
          key: v.id,
          card: <VendorCard vendor={v} cardLayout="cardQuarter" />,
        })),
      }}
      primaryAction={
        primaryAction ? { label: `Contact ${vendor.businessName}`, action: primaryAction } : undefined
      }
    >
      <DetailSection title={`About ${vendor.businessName}`}>
        <Paragraphs text={vendor.description} />
      </DetailSection>
      {vendor.packages.length > 0 && (
        <DetailSection title="Packages and pricing">
          <ul className="grid gap-4 sm:grid-cols-2">
            {vendor.packages.map((p) => (
              <li key={p.name} className="flex flex-col rounded-2xl border border-line bg-white p-5">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="text-2xl leading-tight text-ink">{p.name}</h3>
                  <p className="shrink-0 font-semibold text-ink">{formatUsd(p.price)}</p>
                </div>
                <p className="mt-2 text-body leading-relaxed text-muted">{p.description}</p>
              </li>
            ))}
          </ul>
        </DetailSection>
      )}
      <DetailSection title="Service area">
        <p className="flex items-start gap-2.5 text-body leading-relaxed text-ink">
          <MapPin className="mt-1 size-4 shrink-0 text-sage" aria-hidden />
          <span>
            Based in {cityName}.{" "}
            <span className="text-muted">Serves {vendor.serviceArea.replace(/\.$/, "")}.</span>
          </span>
        </p>
      </DetailSection>
      {sections}
    </ListingDetailLayout>
  );
}
