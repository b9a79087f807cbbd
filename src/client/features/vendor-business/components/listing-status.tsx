import { EyeOff, ExternalLink, Globe, PencilLine } from "lucide-react";
import type { VendorListing } from "@shared/schemas/vendor-listing";
import { Button, ButtonLink } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { toast } from "@client/lib/toast";
import { useSetPublished } from "../api/vendor-listing-api";
import { listingStatus } from "../utils/listing-form";

const badge = {
  live: { label: "Published", icon: Globe, className: "bg-sage-light text-ink" },
  draft: { label: "Draft — not published", icon: PencilLine, className: "bg-cream text-ink" },
  hidden: { label: "Hidden by June Weddings", icon: EyeOff, className: "bg-red-50 text-red-800" },
} as const;

const explanation = {
  live: "Couples can find your page in search and open it.",
  draft: "Only you can see this listing. Publish it when it's ready for couples.",
  hidden:
    "Our team has hidden this listing, so couples can't see it. Write to us through the contact page and we'll explain what needs to change.",
} as const;

/** The listing's status badge with Publish / Unpublish and a link to the public page. */
export function ListingStatus({ listing }: { listing: VendorListing }) {
  const setPublished = useSetPublished();
  const status = listingStatus(listing);
  const { label, icon: Icon, className } = badge[status];

  function toggle() {
    const next = !listing.isPublished;
    setPublished.mutate(next, {
      onSuccess: () => {
        toast.success(next ? "Your listing is published" : "Your listing is unpublished", {
          description: next
            ? "Couples can now find it in search."
            : "It's hidden from couples until you publish it again.",
        });
      },
    });
  }

  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <p
          className={cx(
            "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium",
            className,
          )}
          data-testid="listing-status"
        >
          <Icon className="size-4" aria-hidden /> {label}
        </p>
        <p className="mt-2 max-w-xl text-sm text-muted">{explanation[status]}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {status === "live" && (
          <ButtonLink to={`/vendor/${listing.slug}`} variant="secondary" size="sm">
            <ExternalLink className="size-4" aria-hidden /> View my page
          </ButtonLink>
        )}
        <Button
          size="sm"
          variant={listing.isPublished ? "ghost" : "primary"}
          isLoading={setPublished.isPending}
          onClick={() => void toggle()}
        >
          {listing.isPublished ? "Unpublish" : "Publish listing"}
        </Button>
      </div>
    </div>
  );
}
