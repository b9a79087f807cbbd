import { Eye, HeartHandshake, Inbox, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import type { VendorListingStats } from "@shared/schemas/vendor-listing";

const count = new Intl.NumberFormat("en-US");

function Stat({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  detail: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4 rounded-2xl border border-line bg-white p-3 sm:rounded-3xl sm:p-5">
      <span className="hidden size-11 shrink-0 place-items-center rounded-2xl bg-blush/70 text-rose sm:grid">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted sm:text-sm">{label}</p>
        <p className="font-serif text-3xl leading-tight text-ink sm:text-4xl">{count.format(value)}</p>
        <div className="mt-0.5 text-xs text-muted sm:text-sm">{detail}</div>
      </div>
    </li>
  );
}

/** Views (30 days), inquiries (with the new ones called out) and friendor recommendations. */
export function ListingStats({ stats }: { stats: VendorListingStats }) {
  return (
    <ul aria-label="Your listing at a glance" className="grid grid-cols-3 gap-2 sm:gap-4">
      <Stat
        icon={Eye}
        label="Views · 30 days"
        value={stats.viewsLast30Days}
        detail={`${count.format(stats.viewsAllTime)} all time`}
      />
      <Stat
        icon={Inbox}
        label="Inquiries"
        value={stats.inquiriesTotal}
        detail={
          stats.inquiriesNew > 0 ? (
            <span className="inline-flex items-center rounded-full bg-rose px-2 py-0.5 text-xs font-semibold text-white">
              {count.format(stats.inquiriesNew)} new
            </span>
          ) : (
            "None new"
          )
        }
      />
      <Stat
        icon={HeartHandshake}
        label="Recommendations"
        value={stats.recommendations}
        detail={
          <Link to="/friendors" className="text-rose underline-offset-4 hover:underline">
            Friendors
          </Link>
        }
      />
    </ul>
  );
}
