import type { ReactNode } from "react";
import { BadgeCheck, Briefcase, MapPin, Package, Tag } from "lucide-react";
import { cityById, vendorCategories } from "@shared/catalog";
import type { VendorDetail } from "@shared/schemas/marketplace";
import {
  Breadcrumb,
  ContactLinks,
  DetailSection,
  FactList,
  Paragraphs,
} from "@client/components/listings/detail-parts";
import { formatUsd, priceTierWords } from "@client/components/listings/format";
import { Gallery } from "@client/components/listings/gallery";
import { PriceTier } from "@client/components/listings/price-tier";
import { ListingActionBar } from "@client/components/listings/listing-action-bar";
import { ResultGrid } from "@client/components/listings/result-grid";
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
  const photos = vendor.photos.length > 0 ? vendor.photos : [vendor.photo];
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 sm:py-10">
      <Breadcrumb
        items={[
          { label: "Vendors", href: "/vendors" },
          {
            label: `${categoryName} in ${city?.name ?? cityName}`,
            href: vendorListPath({ city: vendor.cityId, category: vendor.categorySlug }),
          },
          { label: vendor.businessName },
        ]}
      />
      <header>
        {vendor.isClaimed && (
          <p className="mb-3 inline-flex items-center gap-1 rounded-full bg-sage-light px-3 py-1 text-xs font-medium text-ink">
            <BadgeCheck className="size-3.5 text-sage" aria-hidden /> Claimed by the business
          </p>
        )}
        <h1 className="text-[2.5rem] leading-[1.05] text-ink sm:text-6xl">{vendor.businessName}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-[17px] text-muted">
          <MapPin className="size-4 shrink-0 text-sage" aria-hidden />
          {singular.charAt(0).toUpperCase() + singular.slice(1)} · {cityName}
        </p>
        {vendor.tagline && (
          <p className="mt-3 max-w-2xl font-serif text-xl text-ink/80 sm:text-2xl">{vendor.tagline}</p>
        )}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="lg:col-start-1 lg:row-start-1">
          <Gallery photos={photos} name={vendor.businessName} />
        </div>

        <aside
          aria-labelledby="vendor-glance"
          className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <div className="rounded-3xl border border-line bg-white p-6">
            <h2 id="vendor-glance" className="sr-only">
              At a glance
            </h2>
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-muted">
                From <span className="font-serif text-4xl text-ink">{formatUsd(vendor.priceFrom)}</span>
              </span>
              <PriceTier tier={vendor.priceTier} />
            </p>
            {actions && <div className="mt-5 flex flex-col gap-2.5">{actions}</div>}
            <div className="mt-6 border-t border-line pt-5">
              <FactList
                facts={[
                  {
                    term: "Category",
                    value: categoryName,
                    icon: <Briefcase className="size-4" aria-hidden />,
                  },
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
              />
            </div>
            <div className="mt-5 border-t border-line pt-5">
              <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
                Contact
              </h3>
              <div className="mt-3">
                <ContactLinks
                  email={vendor.contactEmail}
                  phone={vendor.contactPhone}
                  website={vendor.website}
                />
              </div>
            </div>
          </div>
        </aside>

        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">
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
                    <p className="mt-2 text-[15px] leading-relaxed text-muted">{p.description}</p>
                  </li>
                ))}
              </ul>
            </DetailSection>
          )}
          <DetailSection title="Service area">
            <p className="flex items-start gap-2.5 text-[15px] leading-relaxed text-ink">
              <MapPin className="mt-1 size-4 shrink-0 text-sage" aria-hidden />
              <span>
                Based in {cityName}.{" "}
                <span className="text-muted">Serves {vendor.serviceArea.replace(/\.$/, "")}.</span>
              </span>
            </p>
          </DetailSection>
          {sections}
        </div>
      </div>

      {vendor.similar.length > 0 && (
        <section aria-labelledby="similar-vendors" className="mt-16 border-t border-line pt-10">
          <h2 id="similar-vendors" className="text-3xl text-ink sm:text-4xl">
            More {plural} in {city?.name ?? cityName}
          </h2>
          <ResultGrid className="mt-6" columns={4}>
            {vendor.similar.map((v) => (
              <li key={v.id}>
                <VendorCard vendor={v} />
              </li>
            ))}
          </ResultGrid>
        </section>
      )}
      {primaryAction && (
        <ListingActionBar priceFrom={vendor.priceFrom} label={`Contact ${vendor.businessName}`}>
          {primaryAction}
        </ListingActionBar>
      )}
    </div>
  );
}
