import type { Contributor } from "@shared/schemas/collaboration";
import { Button } from "@client/components/ui/button";
import { Modal } from "@client/components/ui/modal";

/** "Revoke access?": the native dialog traps focus and closes on Escape. */
export function RevokeDialog({
  contributor,
  isPending,
  onCancel,
  onConfirm,
}: {
  contributor: Contributor | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const who = contributor ? contributor.name || contributor.email : "";
  const isPendingInvite = contributor?.status === "invited";
  return (
    <Modal
      open={contributor !== null}
      onClose={onCancel}
      labelledBy="revoke-title"
      describedBy="revoke-desc"
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-ink shadow-xl"
    >
      <div className="p-6 sm:p-8">
        <h2 id="revoke-title" className="text-title text-ink">
          {isPendingInvite ? "Cancel this invitation?" : `Revoke ${who}'s access?`}
        </h2>
        <p id="revoke-desc" className="mt-2 text-body text-muted">
          {isPendingInvite
            ? `The link sent to ${contributor?.email} stops working at once.`
            : `${who} loses access at once, including the group chat. You can invite them again later.`}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Keep access
          </Button>
          <Button onClick={onConfirm} isLoading={isPending}>
            {isPendingInvite ? "Cancel invitation" : "Revoke access"}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
