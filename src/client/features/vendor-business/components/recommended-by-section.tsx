import { useQuery } from "@tanstack/react-query";
import { Quote } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { cityById, vendorCategories } from "@shared/catalog";
import { DetailSection } from "@client/components/listings/detail-parts";
import { vendorRecommendationsQuery } from "../api/vendor-recommendations-query";
import { ResponsiveImage } from "@client/components/media/responsive-image";

/**
 * "Recommended by fellow pros" on a vendor's page (friendors). Shows nothing until loaded, and nothing
 * when nobody recommends the vendor or the list fails to load — it is extra, never in the way.
 */
export function RecommendedBySection({ slug }: { slug: string }) {
  const query = useQuery(vendorRecommendationsQuery(slug));
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <DetailSection title="Recommended by fellow pros">
      <p className="-mt-1 mb-5 text-body text-muted">
        Wedding professionals who work alongside this vendor and vouch for them.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((r) => {
          const category = vendorCategories.find((c) => c.slug === r.categorySlug)?.name ?? r.categorySlug;
          const city = cityById(r.cityId)?.displayName ?? r.cityId;
          return (
            <li key={r.slug} className="flex flex-col rounded-2xl border border-line bg-white p-5">
              <div className="flex items-center gap-3">
                <ResponsiveImage
                  photo={r.photo}
                  alt=""
                  layout="icon"
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-full bg-cream object-cover"
                />
                <div className="min-w-0">
                  <Link
                    to={`/vendor/${r.slug}`}
                    className="block truncate font-medium text-ink underline-offset-4 hover:text-rose hover:underline"
                  >
                    {r.businessName}
                  </Link>
                  <p className="truncate text-sm text-muted">
                    {category} · {city}
                  </p>
                </div>
              </div>
              {r.note && (
                <blockquote className="mt-4 flex gap-2 text-body leading-relaxed text-ink/85">
                  <Quote className="mt-1 size-4 shrink-0 text-rose/60" aria-hidden />
                  <p>{r.note}</p>
                </blockquote>
              )}
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
