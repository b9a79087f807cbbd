import { Button } from "@client/components/ui/button";
import { PendingState } from "@client/components/ui/pending-state";
import { toast } from "@client/lib/toast";
import { useRegistrations, useReviewRegistration } from "../api/guests-api";
import { GuestDialog } from "./guest-dialog";

/** People who registered with the couple's link wait here until the couple approves or rejects them. */
export function RegistrationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const query = useRegistrations(open);
  const review = useReviewRegistration();
  const waiting = query.data ?? [];
  return (
    <GuestDialog
      open={open}
      onClose={onClose}
      title="To review"
      description="Approved households join your list; rejected ones are removed."
    >
      {query.isPending ? (
        <PendingState query={query}>
          <p className="text-body text-muted">Loading registrations…</p>
        </PendingState>
      ) : query.isError ? (
        <p role="alert" className="text-body text-red-700">
          The registrations could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : waiting.length === 0 ? (
        <p className="text-body text-muted">Nobody is waiting for review.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {waiting.map((h) => (
            <li key={h.id} className="rounded-2xl border border-line bg-white p-4">
              <p className="text-lead font-medium text-ink">{h.name}</p>
              <p className="text-small text-muted">
                {[h.email, h.phone].filter(Boolean).join(" · ") || "No contact details"}
              </p>
              <p className="mt-1 text-body text-ink">{h.guests.map((g) => g.name).join(", ")}</p>
              {h.noteToCouple && <p className="mt-1 text-small italic text-muted">“{h.noteToCouple}”</p>}
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  disabled={review.isPending}
                  onClick={() =>
                    review.mutate(
                      { id: h.id, decision: "approve" },
                      { onSuccess: () => toast.success(`${h.name} added to your list`) },
                    )
                  }
                >
                  Approve {h.name}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={review.isPending}
                  onClick={() =>
                    review.mutate(
                      { id: h.id, decision: "reject" },
                      { onSuccess: () => toast.info(`${h.name} rejected`) },
                    )
                  }
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </GuestDialog>
  );
}
