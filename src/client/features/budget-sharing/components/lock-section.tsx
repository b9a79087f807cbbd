import { KeyRound, LockKeyholeOpen } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useSetLock } from "../api/budget-sharing-api";

/** Lock the budget: family members keep seeing what is shared with them, but only the couple changes it. */
export function LockSection({ locked }: { locked: boolean }) {
  const setLock = useSetLock();
  const Icon = locked ? KeyRound : LockKeyholeOpen;
  return (
    <section aria-labelledby="lock-title" className="rounded-3xl border border-line bg-white p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-blush/70 text-rose">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="lock-title" className="text-title-sm text-ink">
            {locked ? "The budget is locked" : "The budget is open"}
          </h2>
          <p className="mt-1 text-body text-muted">
            {locked
              ? "Only the two of you can change it. Family members still see what you share with them, read-only, until you unlock it."
              : "Family members with edit access can change the categories you share with them. Lock it when the numbers are final: they keep seeing their categories, but only you can change anything."}
          </p>
          <Button
            className="mt-4"
            size="sm"
            variant={locked ? "secondary" : "primary"}
            isLoading={setLock.isPending}
            onClick={() =>
              setLock.mutate(!locked, {
                onSuccess: (r) => toast.success(r.locked ? "Budget locked" : "Budget unlocked"),
                onError: (err) => toast.error(messageOf(err)),
              })
            }
          >
            {locked ? "Unlock the budget" : "Lock the budget"}
          </Button>
        </div>
      </div>
    </section>
  );
}
