import { Users } from "lucide-react";
import type { CoupleDashboard } from "@shared/schemas/couple-dashboard";
import { formatCount } from "../utils/format";
import { DashboardCard, EmptyInvite } from "./dashboard-card";

const parts = [
  { key: "attending", label: "Attending", color: "bg-sage" },
  { key: "pending", label: "Awaiting reply", color: "bg-gold" },
  { key: "declined", label: "Declined", color: "bg-rose/50" },
] as const;

/** RSVP counts: who's coming, who hasn't answered, who can't make it. */
export function RsvpCard({ rsvp }: { rsvp: CoupleDashboard["rsvp"] }) {
  if (rsvp.total === 0) {
    return (
      <DashboardCard id="dash-rsvp" icon={Users} title="Guests & RSVPs">
        <EmptyInvite
          text="Add your households once; guests answer online and the counts appear here."
          to="/planning/guest-list-manager"
          label="Start your guest list"
        />
      </DashboardCard>
    );
  }
  return (
    <DashboardCard
      id="dash-rsvp"
      icon={Users}
      title="Guests & RSVPs"
      action={{ to: "/planning/guest-list-manager", label: "Open the guest list" }}
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-serif text-headline leading-none text-ink lining-nums tabular-nums">
          {formatCount(rsvp.total)}
        </span>
        <span className="text-body text-muted">
          guests in {formatCount(rsvp.households)} {rsvp.households === 1 ? "household" : "households"}
        </span>
      </p>
      <div className="mt-5 flex h-3 overflow-hidden rounded-full bg-cream" aria-hidden>
        {parts.map((p) =>
          rsvp[p.key] > 0 ? (
            <div key={p.key} className={p.color} style={{ width: `${(rsvp[p.key] / rsvp.total) * 100}%` }} />
          ) : null,
        )}
      </div>
      <dl aria-label="RSVP counts" className="mt-5 grid grid-cols-3 gap-3">
        {parts.map((p) => (
          <div key={p.key} className="rounded-2xl bg-ivory px-3 py-3">
            <dt className="flex items-center gap-1.5 text-small text-muted">
              <span className={`size-2 shrink-0 rounded-full ${p.color}`} aria-hidden />
              {p.label}
            </dt>
            <dd className="mt-1 font-serif text-title leading-none text-ink lining-nums tabular-nums">
              {formatCount(rsvp[p.key])}
            </dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}
