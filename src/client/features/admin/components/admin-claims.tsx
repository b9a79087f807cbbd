import { Building2, Mail, Phone, UserRound } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { cityById, vendorCategories } from "@shared/catalog";
import type { AdminClaim } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useAdminClaims, useApproveClaim, useRejectClaim, type ClaimTab } from "../api/admin-api";
import { AdminSection, Badge, dateTime, EmptyState, ListingLink, Loaded, Tabs } from "./admin-parts";
import { RejectDialog } from "./reject-dialog";

const tabs: { value: ClaimTab; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "all", label: "All" },
];
const statusTone = { pending: "warn", approved: "good", rejected: "bad" } as const;
const statusLabel = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const;

/** /admin/claims: the queue, with the evidence side by side and approve / reject. */
export function AdminClaimsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: ClaimTab = tabs.some((t) => t.value === raw) ? (raw as ClaimTab) : "pending";
  const claims = useAdminClaims(status);
  const approve = useApproveClaim();
  const reject = useRejectClaim();
  const [rejecting, setRejecting] = useState<AdminClaim | null>(null);

  const onApprove = (claim: AdminClaim) =>
    approve.mutate(claim.id, {
      onSuccess: () =>
        toast.success("Claim approved", {
          description: `${claim.claimant.name} now manages ${claim.listing.name}. We emailed them.`,
        }),
    });
  const onReject = (note: string) => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, note },
      {
        onSuccess: () => {
          toast.success("Claim rejected", {
            description: `We emailed ${rejecting.claimant.name} your note.`,
          });
          setRejecting(null);
        },
      },
    );
  };

  return (
    <AdminSection
      title="Claims"
      intro="Check the evidence, then approve or reject. Pending claims are oldest first."
    >
      <Tabs
        label="Claim status"
        tabs={tabs}
        value={status}
        onChange={(v) => setParams(v === "pending" ? {} : { status: v })}
      />
      <div className="mt-5">
        <Loaded query={claims}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={status === "pending" ? "No claims waiting" : "No claims here yet"}>
                {status === "pending" ? "New claims appear here, and we email you when one arrives." : null}
              </EmptyState>
            ) : (
              <ul
                className="flex flex-col gap-4"
                aria-label={`${statusLabel[status as keyof typeof statusLabel] ?? "All"} claims`}
              >
                {list.map((claim) => (
                  <ClaimCard
                    key={claim.id}
                    claim={claim}
                    isBusy={
                      (approve.isPending && approve.variables === claim.id) || rejecting?.id === claim.id
                    }
                    onApprove={() => void onApprove(claim)}
                    onReject={() => setRejecting(claim)}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
      <RejectDialog
        claim={rejecting}
        isPending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(note) => void onReject(note)}
      />
    </AdminSection>
  );
}

function ClaimCard({
  claim,
  isBusy,
  onApprove,
  onReject,
}: {
  claim: AdminClaim;
  isBusy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { listing, claimant } = claim;
  const business = claimant.business;
  const city = cityById(listing.cityId)?.displayName ?? listing.cityId;
  return (
    <li
      className="rounded-3xl border border-line bg-white p-5 sm:p-6"
      aria-label={`Claim for ${listing.name}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            {listing.kind === "venue" ? "Venue" : "Vendor"} · {city}
          </p>
          <h2 className="mt-1 text-2xl text-ink">
            <ListingLink kind={listing.kind} slug={listing.slug}>
              {listing.name}
            </ListingLink>
          </h2>
          <p className="mt-1 text-xs text-muted">
            Sent {dateTime.format(new Date(claim.createdAt))}
            {listing.isHidden ? " · listing is hidden" : ""}
            {listing.website ? ` · listing website ${listing.website}` : ""}
          </p>
        </div>
        <Badge tone={statusTone[claim.status]}>{statusLabel[claim.status]}</Badge>
      </div>

      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div className="rounded-2xl bg-cream/50 p-4">
          <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">Claimant</h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-body text-ink">
            <li className="flex items-center gap-2">
              <UserRound className="size-4 shrink-0 text-sage" aria-hidden />
              {claimant.name} <span className="text-muted">· {claim.role}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <Mail className="size-4 shrink-0 text-sage" aria-hidden />
              <a href={`mailto:${claimant.email}`} className="truncate hover:text-rose">
                {claimant.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-sage" aria-hidden />
              <a href={`tel:${claim.phone}`} className="hover:text-rose">
                {claim.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Building2 className="mt-0.5 size-4 shrink-0 text-sage" aria-hidden />
              {business ? (
                <span>
                  {business.businessName || "No business name"}
                  {business.categorySlug && (
                    <span className="text-muted">
                      {" "}
                      · {vendorCategories.find((c) => c.slug === business.categorySlug)?.name}
                    </span>
                  )}
                  {business.website && <span className="block text-sm text-muted">{business.website}</span>}
                  {business.contactEmail && (
                    <span className="block text-sm text-muted">{business.contactEmail}</span>
                  )}
                </span>
              ) : (
                <span className="text-muted">No business profile yet</span>
              )}
            </li>
          </ul>
        </div>
        <div>
          <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            How to verify
          </h3>
          <p className="mt-2 whitespace-pre-line text-body leading-relaxed text-ink">{claim.proof}</p>
        </div>
      </div>

      {claim.status === "pending" ? (
        <div className="mt-5 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onReject} disabled={isBusy}>
            Reject
          </Button>
          <Button onClick={onApprove} isLoading={isBusy} disabled={listing.isClaimed}>
            Approve
          </Button>
        </div>
      ) : (
        <p className="mt-5 border-t border-line pt-4 text-sm text-muted">
          {statusLabel[claim.status]}
          {claim.reviewerName ? ` by ${claim.reviewerName}` : ""}
          {claim.reviewedAt ? ` on ${dateTime.format(new Date(claim.reviewedAt))}` : ""}
          {claim.reviewNote ? ` — “${claim.reviewNote}”` : ""}
        </p>
      )}
      {claim.status === "pending" && listing.isClaimed && (
        <p className="mt-3 text-sm text-rose-dark">
          This listing has been claimed meanwhile; reject this claim with a note.
        </p>
      )}
    </li>
  );
}
