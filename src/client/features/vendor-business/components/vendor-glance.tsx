import { ArrowRight, Eye, HeartHandshake, Inbox, Sparkles } from "lucide-react";
import { GlanceLead, GlanceSkeleton, GlanceStats } from "@client/components/dashboard/glance";
import { ButtonLink } from "@client/components/ui/button";
import { useOwnerVendorListing } from "../api/vendor-listing-api";

/** The vendor's account page opens with this (issue #18): the listing's numbers and the way in. */
export function VendorGlance() {
  const owner = useOwnerVendorListing();
  if (owner.isPending) return <GlanceSkeleton />;
  const open = (label: string) => (
    <ButtonLink to="/vendor-dashboard" size="lg">
      {label} <ArrowRight className="size-4" aria-hidden />
    </ButtonLink>
  );
  if (owner.isError)
    return (
      <GlanceLead
        title="Your listing"
        summary="Your listing, its numbers and couples' inquiries are on your dashboard."
        action={open("Open my dashboard")}
      />
    );
  const { listing, stats } = owner.data;
  if (!listing || !stats)
    return (
      <GlanceLead
        title="Your listing"
        summary="Couples can't find you yet. Create your listing — photos, packages and prices — in about ten minutes."
        action={
          <ButtonLink to="/vendor-dashboard" size="lg">
            <Sparkles className="size-4" aria-hidden /> Create your listing
          </ButtonLink>
        }
      />
    );
  return (
    <GlanceLead
      title="Your listing"
      summary={
        listing.isPublished
          ? "Live in search. Edit it, answer couples and see your numbers on your dashboard."
          : "A draft: couples can't see it yet. Publish it from your dashboard."
      }
      action={open("Open my dashboard")}
    >
      <GlanceStats
        label="Your listing at a glance"
        stats={[
          { label: "Views · 30 days", value: stats.viewsLast30Days, icon: Eye },
          { label: "Views · all time", value: stats.viewsAllTime, icon: Eye },
          {
            label: "Inquiries",
            value: stats.inquiriesTotal,
            icon: Inbox,
            note: stats.inquiriesNew > 0 ? `${stats.inquiriesNew} new` : undefined,
          },
          { label: "Recommendations", value: stats.recommendations, icon: HeartHandshake },
        ]}
      />
    </GlanceLead>
  );
}
