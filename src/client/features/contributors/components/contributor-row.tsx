import { useState } from "react";
import {
  contributorRoleLabels,
  contributorRoles,
  coupleAreas,
  type Contributor,
  type ContributorRole,
} from "@shared/schemas/collaboration";
import { areasFromChoices, choiceOf } from "@shared/rules/contributor-areas";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useResend, useUpdateContributor } from "../api/contributors-api";
import { lastUsedText } from "../utils/last-used";
import { AreaScopeControl } from "./area-scope-control";

/** One helper: who, status, when last used, role and scopes changed in place, resend and revoke. */
export function ContributorRow({
  contributor,
  onRevoke,
}: {
  contributor: Contributor;
  onRevoke: (c: Contributor) => void;
}) {
  const update = useUpdateContributor();
  const resend = useResend();
  const [isOpen, setIsOpen] = useState(false);
  const isInvited = contributor.status === "invited";
  const headingId = `contributor-${contributor.id}`;

  const save = (patch: Parameters<typeof update.mutate>[0]["patch"], done: string) =>
    update.mutate(
      { id: contributor.id, patch },
      { onSuccess: () => toast.success(done), onError: (err) => toast.error(messageOf(err)) },
    );

  return (
    <li aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-body font-medium text-ink">
            {contributor.name || contributor.email}
          </h3>
          {contributor.name && <p className="truncate text-small text-muted">{contributor.email}</p>}
          <p className="mt-1 text-small text-muted">
            <span
              className={cx(
                "mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
                isInvited ? "bg-blush text-rose-dark" : "bg-sage-light text-ink",
              )}
            >
              {isInvited ? "Invited" : "Active"}
            </span>
            <span>
              {isInvited
                ? `Link expires ${new Date(contributor.inviteExpiresAt ?? contributor.invitedAt).toLocaleDateString("en-US", { month: "long", day: "numeric" })}`
                : lastUsedText(contributor.lastUsedAt)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`${headingId}-role`}>
            Role of {contributor.name || contributor.email}
          </label>
          <select
            id={`${headingId}-role`}
            value={contributor.role}
            onChange={(e) => save({ role: e.target.value as ContributorRole }, "Role updated")}
            className="h-9 rounded-full border border-line bg-white px-3 text-small text-ink focus-visible:outline-2 focus-visible:outline-rose"
          >
            {contributorRoles.map((r) => (
              <option key={r} value={r}>
                {contributorRoleLabels[r]}
              </option>
            ))}
          </select>
          {isInvited && (
            <Button
              size="sm"
              variant="secondary"
              isLoading={resend.isPending}
              onClick={() =>
                resend.mutate(contributor.id, {
                  onSuccess: () => toast.success(`A new link is on its way to ${contributor.email}`),
                  onError: (err) => toast.error(messageOf(err)),
                })
              }
            >
              Resend
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => onRevoke(contributor)}>
            {isInvited ? "Cancel invitation" : "Revoke"}
          </Button>
        </div>
      </div>
      <details className="mt-3" open={isOpen} onToggle={(e) => setIsOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-small font-medium text-rose">Access</summary>
        <div className="mt-3 flex flex-col gap-3">
          {coupleAreas.map((area) => (
            <AreaScopeControl
              key={area}
              area={area}
              value={choiceOf(contributor.areas, area)}
              isDisabled={update.isPending}
              onChange={(choice) =>
                save({ areas: areasFromChoices({ ...contributor.areas, [area]: choice }) }, "Access updated")
              }
            />
          ))}
        </div>
      </details>
    </li>
  );
}
