import { Link } from "@client/lib/router-link";
import type { MyClaim } from "@shared/schemas/claims";
import { Button } from "@client/components/ui/button";
import { useMyClaims } from "../api/claims-api";
import { claimStatusLabel, listingHref } from "../utils/claim-copy";

const badge: Record<MyClaim["status"], string> = {
  pending: "bg-gold/15 text-ink",
  approved: "bg-sage-light text-ink",
  rejected: "bg-blush text-rose-dark",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** The signed-in claimant's claims with their status and the reviewer's note. */
export function MyClaims() {
  const claims = useMyClaims(true);
  if (claims.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading your claims">
        {[0, 1].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-2xl bg-cream" />
        ))}
      </div>
    );
  if (claims.isError)
    return (
      <div role="alert" className="text-sm text-ink">
        We couldn't load your claims.{" "}
        <Button variant="link" onClick={() => void claims.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (claims.data.length === 0)
    return (
      <p className="text-sm text-muted">
        No claims yet. Find your listing and send a claim — it takes a minute.
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {claims.data.map((c) => (
        <li key={c.id} className="rounded-2xl border border-line bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              to={listingHref(c.listingKind, c.listingSlug)}
              className="font-medium text-ink hover:text-rose"
            >
              {c.listingName}
            </Link>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${badge[c.status]}`}>
              {claimStatusLabel[c.status]}
            </span>
          </div>
          <p className="mt-1 text-xs text-muted">
            Sent {dateFormat.format(new Date(c.createdAt))} as {c.role}
            {c.reviewedAt ? ` · reviewed ${dateFormat.format(new Date(c.reviewedAt))}` : ""}
          </p>
          {c.reviewNote && <p className="mt-2 text-sm text-ink">“{c.reviewNote}”</p>}
        </li>
      ))}
    </ul>
  );
}
