import { Heart, MapPin } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { cityById } from "@shared/catalog";
import type { CoupleDashboard } from "@shared/schemas/couple-dashboard";
import { DashboardCard, EmptyInvite } from "./dashboard-card";

/** The newest saved venues and how many there are. */
export function SavedVenuesCard({
  saved,
  cityId,
}: {
  saved: CoupleDashboard["savedVenues"];
  cityId: string | null;
}) {
  const browse = cityId ? `/venues/${cityId}` : "/venues";
  if (saved.count === 0) {
    return (
      <DashboardCard id="dash-venues" icon={Heart} title="Saved venues">
        <EmptyInvite
          text="Tap the heart on any venue to keep it here, then compare your favourites side by side."
          to={browse}
          label="Browse venues"
        />
      </DashboardCard>
    );
  }
  return (
    <DashboardCard
      id="dash-venues"
      icon={Heart}
      title="Saved venues"
      badge={<span className="ml-auto text-small text-muted">{saved.count} saved</span>}
      action={{ to: "/couple-account", label: "See all and compare" }}
    >
      <ul className="flex flex-col divide-y divide-line">
        {saved.recent.map((v) => (
          <li key={v.slug}>
            <Link
              to={`/venues/${v.slug}`}
              className="flex items-center justify-between gap-3 py-3 text-body text-ink hover:text-rose"
            >
              <span className="min-w-0 truncate font-medium">{v.name}</span>
              <span className="flex shrink-0 items-center gap-1 text-small text-muted">
                <MapPin className="size-3.5" aria-hidden />
                {cityById(v.cityId)?.name ?? ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
