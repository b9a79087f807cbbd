import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { FOUNDING_SPOTS } from "@shared/schemas/admin";
import { useAdminOverview } from "../api/admin-api";
import { AdminSection, Loaded } from "./admin-parts";

const number = new Intl.NumberFormat("en-US");

/** /admin: the counts, each card leading to the queue or list behind it. */
export function AdminOverviewPage() {
  const overview = useAdminOverview();
  return (
    <AdminSection title="Overview" intro="What needs a decision, and the shape of the marketplace.">
      <Loaded query={overview} skeleton={2}>
        {(o) => (
          <div className="flex flex-col gap-8">
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard
                to="/admin/claims"
                label="Claims to review"
                value={o.pendingClaims}
                note={o.pendingClaims === 0 ? "All caught up" : "Oldest first"}
                highlight={o.pendingClaims > 0}
              />
              <StatCard
                to="/admin/founding-50"
                label="Founding 50 applications"
                value={o.pendingFoundingApplications}
                note={`${o.acceptedFoundingApplications} of ${FOUNDING_SPOTS} spots taken`}
                highlight={o.pendingFoundingApplications > 0}
              />
              <StatCard
                to="/admin/reviews"
                label="Reported reviews"
                value={o.openReviewReports}
                note={o.openReviewReports === 0 ? "All caught up" : "Oldest first"}
                highlight={o.openReviewReports > 0}
              />
              <StatCard
                to="/admin/listings?duplicates=true"
                label="Possible duplicates"
                value={o.possibleDuplicates}
                note={
                  o.possibleDuplicates === 0 ? "None found" : "Same name and street, or name and category"
                }
                highlight={o.possibleDuplicates > 0}
              />
              <StatCard
                to="/admin/listings?hidden=true"
                label="Hidden listings"
                value={o.hiddenListings}
                note="Answer 404 to the public"
              />
              <StatCard
                to="/admin/listings?featured=true"
                label="Featured listings"
                value={o.featuredListings}
                note="First in default search"
              />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <Breakdown
                title="Accounts"
                rows={[
                  ["Couples", o.usersByKind.couple],
                  ["Venue owners", o.usersByKind.venue_owner],
                  ["Vendors", o.usersByKind.vendor],
                  ["Admins", o.usersByKind.admins],
                ]}
              />
              <Breakdown
                title="Listings"
                rows={[
                  [
                    <Link key="v" to="/admin/listings?kind=venue" className="hover:text-rose">
                      Venues
                    </Link>,
                    o.listingsByKind.venue,
                  ],
                  [
                    <Link key="d" to="/admin/listings?kind=vendor" className="hover:text-rose">
                      Vendors
                    </Link>,
                    o.listingsByKind.vendor,
                  ],
                ]}
              />
            </div>
          </div>
        )}
      </Loaded>
    </AdminSection>
  );
}

function StatCard({
  to,
  label,
  value,
  note,
  highlight,
}: {
  to: string;
  label: string;
  value: number;
  note: string;
  highlight?: boolean;
}) {
  return (
    <Link
      to={to}
      className={`group flex flex-col rounded-3xl border bg-white p-5 transition hover:-translate-y-0.5 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-rose ${highlight ? "border-rose/40" : "border-line"}`}
    >
      <span className="text-sm font-medium text-muted">{label}</span>
      <span
        className={`mt-2 font-serif text-5xl leading-none lining-nums tabular-nums ${highlight ? "text-rose" : "text-ink"}`}
      >
        {number.format(value)}
      </span>
      <span className="mt-3 flex items-center justify-between gap-2 text-xs text-muted">
        {note}
        <ArrowRight className="size-4 text-rose transition group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}

function Breakdown({ title, rows }: { title: string; rows: [ReactNode, number][] }) {
  return (
    <section className="rounded-3xl border border-line bg-white p-6" aria-label={title}>
      <h2 className="text-2xl text-ink">{title}</h2>
      <dl className="mt-4 divide-y divide-line">
        {rows.map(([label, value], i) => (
          <div key={i} className="flex items-center justify-between py-2.5 text-body">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium text-ink tabular-nums">{number.format(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
