import { Link } from "@client/lib/router-link";
import type { ListingKind } from "@shared/schemas/claims";

/** The discreet "is this yours?" link on an unclaimed listing's page. */
export function ClaimLink({
  kind,
  slug,
  isClaimed,
}: {
  kind: ListingKind;
  slug: string;
  isClaimed: boolean;
}) {
  if (isClaimed) return null;
  return (
    <p className="text-center text-sm text-muted">
      {kind === "venue" ? "Is this your venue?" : "Is this your business?"}{" "}
      <Link
        to={`/${kind}/claim?listing=${encodeURIComponent(slug)}`}
        className="font-medium text-rose underline-offset-4 hover:underline"
      >
        Claim this listing
      </Link>
    </p>
  );
}
