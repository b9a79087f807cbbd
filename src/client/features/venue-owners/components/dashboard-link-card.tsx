import { ArrowRight, Building2 } from "lucide-react";
import { ButtonLink } from "@client/components/ui/button";
import { useOwnerVenues } from "../api/owner-venues-api";

/** On /venue-owner-account: a short way to the dashboard, with a count of the owner's venues. */
export function DashboardLinkCard() {
  const venues = useOwnerVenues();
  const count = venues.data?.length;
  const newInquiries = venues.data?.reduce((a, v) => a + v.stats.newInquiries, 0) ?? 0;
  return (
    <section
      aria-labelledby="your-venues-link"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-blush text-rose">
          <Building2 className="size-6" aria-hidden />
        </span>
        <div>
          <h2 id="your-venues-link" className="text-2xl text-ink">
            Your venues
          </h2>
          <p className="mt-1 text-muted">
            {count === undefined
              ? "Listings, stats, tours and inquiries live on your dashboard."
              : count === 0
                ? "You haven't listed a venue yet — it takes about ten minutes."
                : `${count} ${count === 1 ? "venue" : "venues"}${newInquiries > 0 ? ` · ${newInquiries} new ${newInquiries === 1 ? "inquiry" : "inquiries"}` : ""}. Stats, tours and inquiries are on your dashboard.`}
          </p>
        </div>
      </div>
      <ButtonLink to={count === 0 ? "/add-venue" : "/venue-owner-dashboard"} className="shrink-0">
        {count === 0 ? "List your venue" : "Open dashboard"} <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
    </section>
  );
}
