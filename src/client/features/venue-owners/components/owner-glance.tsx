import { ArrowRight, CalendarCheck, Eye, Heart, MessageSquare, Plus } from "lucide-react";
import { GlanceLead, GlanceSkeleton, GlanceStats } from "@client/components/dashboard/glance";
import { ButtonLink } from "@client/components/ui/button";
import { useOwnerVenues } from "../api/owner-venues-api";

/** The venue owner's account page opens with this (issue #18): the numbers and the way into the dashboard. */
export function OwnerGlance() {
  const venues = useOwnerVenues();
  if (venues.isPending) return <GlanceSkeleton />;
  if (venues.isError || venues.data.length === 0)
    return (
      <GlanceLead
        title="Your venues"
        summary={
          venues.isError
            ? "Your venues, tours and inquiries are on your dashboard."
            : "You haven't listed a venue yet. It takes about ten minutes, and couples can find it right away."
        }
        action={
          venues.isError ? (
            <ButtonLink to="/venue-owner-dashboard" size="lg">
              Open dashboard <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          ) : (
            <ButtonLink to="/add-venue" size="lg">
              <Plus className="size-4" aria-hidden /> List your venue
            </ButtonLink>
          )
        }
      />
    );
  const list = venues.data;
  const sum = (pick: (v: (typeof list)[number]) => number) => list.reduce((a, v) => a + pick(v), 0);
  const live = list.filter((v) => v.status === "published").length;
  const newInquiries = sum((v) => v.stats.newInquiries);
  return (
    <GlanceLead
      title="Your venues"
      summary={`${list.length} ${list.length === 1 ? "venue" : "venues"}, ${live} live. Listings, tours and inquiries are all on your dashboard.`}
      action={
        <ButtonLink to="/venue-owner-dashboard" size="lg">
          Open dashboard <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      }
    >
      <GlanceStats
        label="Totals across your venues"
        stats={[
          { label: "Views · 30 days", value: sum((v) => v.stats.views30d), icon: Eye },
          { label: "Saves", value: sum((v) => v.stats.saves), icon: Heart },
          {
            label: "Inquiries",
            value: sum((v) => v.stats.inquiries),
            icon: MessageSquare,
            note: newInquiries > 0 ? `${newInquiries} new` : undefined,
          },
          { label: "Upcoming tours", value: sum((v) => v.stats.upcomingTours), icon: CalendarCheck },
        ]}
      />
    </GlanceLead>
  );
}
