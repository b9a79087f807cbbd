import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "@client/lib/router-link";
import { coupleAreaLabels, coupleAreas, type Contributor } from "@shared/schemas/collaboration";
import { Button } from "@client/components/ui/button";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useLive } from "@client/lib/use-live";
import { CONTRIBUTORS_KEY, useContributors, useRevoke } from "../api/contributors-api";
import { ContributorRow } from "./contributor-row";
import { InviteForm } from "./invite-form";
import { RevokeDialog } from "./revoke-dialog";

/** /contributor-access: the couple invites helpers and decides, per area, what each may see or change. */
export function ContributorAccessPage({ coupleId }: { coupleId: string }) {
  const query = useContributors();
  const revoke = useRevoke();
  const qc = useQueryClient();
  const [revoking, setRevoking] = useState<Contributor | null>(null);
  // Someone accepted (or the list changed in another tab): show it without a reload.
  useLive(
    (e) => {
      if (e.type === "access" && e.coupleId === coupleId)
        void qc.invalidateQueries({ queryKey: CONTRIBUTORS_KEY });
    },
    () => void qc.invalidateQueries({ queryKey: CONTRIBUTORS_KEY }),
  );

  return (
    <div className="mx-auto max-w-3xl px-5 pb-16 pt-8 sm:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-sage">Planning together</p>
          <h1 className="text-display-sm text-ink">Contributor access</h1>
          <p className="mt-2 max-w-xl text-body text-muted">
            Invite the people helping you plan. You choose, area by area, what each of them can see or change
            — and you can change it or take it back at any time.
          </p>
        </div>
        <Link
          to={`/contributor/${coupleId}/chat`}
          className="text-body font-medium text-rose underline underline-offset-4 hover:text-rose-dark"
        >
          Open the group chat
        </Link>
      </header>

      <InviteForm />

      <section aria-labelledby="list-title" className="mt-8">
        <h2 id="list-title" className="mb-3 text-title text-ink">
          Your contributors
        </h2>
        {query.isPending ? (
          <p className="text-body text-muted" role="status">
            Loading your contributors…
          </p>
        ) : query.isError ? (
          <div role="alert" className="rounded-3xl border border-line bg-white p-6 text-center">
            <p className="text-body text-ink">{query.error.message}</p>
            <Button className="mt-4" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <EmptyContributors />
        ) : (
          <ul className="flex flex-col gap-3">
            {query.data.map((c) => (
              <ContributorRow key={c.id} contributor={c} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </section>

      <RevokeDialog
        contributor={revoking}
        isPending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(revoking.status === "invited" ? "Invitation cancelled" : "Access revoked");
              setRevoking(null);
            },
            onError: (err) => toast.error(messageOf(err)),
          })
        }
      />
    </div>
  );
}

/** No helpers yet: what the scopes mean, so the first invitation is an informed one. */
function EmptyContributors() {
  return (
    <div className="rounded-3xl border border-dashed border-line bg-white/70 p-6">
      <p className="text-body text-ink">No one is helping yet.</p>
      <p className="mt-2 text-body text-muted">
        Each person you invite gets their own account and sees only what you share:
      </p>
      <ul className="mt-3 flex flex-col gap-1 text-body text-muted">
        <li>
          <strong className="font-medium text-ink">None</strong> — the area stays private to the two of you.
        </li>
        <li>
          <strong className="font-medium text-ink">View</strong> — they can look but not change anything.
        </li>
        <li>
          <strong className="font-medium text-ink">Edit</strong> — they can add and change things, as you can.
        </li>
      </ul>
      <p className="mt-3 text-small text-muted">
        Areas: {coupleAreas.map((a) => coupleAreaLabels[a]).join(", ")}. Everyone you invite can join the
        group chat.
      </p>
    </div>
  );
}
