import { useId, type ReactNode } from "react";
import { Modal } from "@client/components/ui/modal";

/** The tracker's dialogs: a title, a close button and a body that scrolls on a small screen. */
export function BudgetDialog({
  open,
  onClose,
  title,
  description,
  wide = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string | undefined;
  wide?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      {...(description ? { describedBy: descId } : {})}
      className={`m-auto max-h-[92dvh] rounded-3xl bg-ivory p-0 text-ink shadow-2xl ${wide ? "w-[min(48rem,calc(100vw-1rem))]" : "w-[min(34rem,calc(100vw-1rem))]"}`}
    >
      <div className="flex max-h-[92dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-7">
          <div>
            <h2 id={titleId} className="text-title-sm text-ink">
              {title}
            </h2>
            {description && (
              <p id={descId} className="mt-1 text-small text-muted">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mr-2 rounded-full px-3 py-1 text-title-sm leading-none text-muted hover:bg-cream hover:text-ink"
          >
            ×
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-7">{children}</div>
      </div>
    </Modal>
  );
}

/** Ask before a delete, saying what will be lost. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  isBusy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <BudgetDialog open={open} onClose={onClose} title={title}>
      <div className="text-body text-ink">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-11 items-center rounded-full px-5 text-body font-medium text-ink hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
        >
          Keep it
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          aria-busy={isBusy}
          className="inline-flex h-11 items-center rounded-full bg-rose-dark px-5 text-body font-medium text-white hover:bg-rose disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
        >
          {confirmLabel}
        </button>
      </div>
    </BudgetDialog>
  );
}
