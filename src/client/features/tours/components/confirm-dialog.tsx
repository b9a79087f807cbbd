import { useId, type ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { Modal } from "@client/components/ui/modal";

/**
 * A yes/no question before something that cannot be undone (cancelling a tour emails the other side).
 * The safe choice is first and takes the focus.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Keep it",
  isBusy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={bodyId}
      className="m-auto w-[min(30rem,calc(100vw-1.5rem))] rounded-3xl bg-ivory p-6 text-ink shadow-2xl sm:p-8"
    >
      <h2 id={titleId} className="text-3xl leading-tight text-ink">
        {title}
      </h2>
      <div id={bodyId} className="mt-3 text-body leading-relaxed text-muted">
        {children}
      </div>
      <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
          autoFocus
          variant="secondary"
          onClick={onClose}
          disabled={isBusy}
        >
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} isLoading={isBusy} className="bg-rose-dark hover:bg-ink">
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
