import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { cityById, vendorCategories } from "@shared/catalog";
import type { FriendorVendor } from "@shared/schemas/friendors";
import { ResponsiveImage } from "@client/components/media/responsive-image";

/** A vendor in a friendors list: photo, linked name, category and city; actions on the right. */
export function FriendorRow({
  vendor,
  note,
  actions,
  badge,
}: {
  vendor: FriendorVendor;
  note?: string;
  actions?: ReactNode;
  badge?: ReactNode;
}) {
  const category = vendorCategories.find((c) => c.slug === vendor.categorySlug)?.name ?? vendor.categorySlug;
  const city = cityById(vendor.cityId)?.displayName ?? vendor.cityId;
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <ResponsiveImage
          photo={vendor.photo}
          alt=""
          layout="icon"
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full bg-cream object-cover"
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <Link
              to={`/vendor/${vendor.slug}`}
              className="font-medium text-ink underline-offset-4 hover:text-rose hover:underline"
            >
              {vendor.businessName}
            </Link>
            {badge}
          </p>
          <p className="text-sm text-muted">
            {category} · {city}
          </p>
          {note && <p className="mt-2 max-w-xl text-body leading-relaxed text-ink/85">“{note}”</p>}
        </div>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">{actions}</div>}
    </div>
  );
}
