import type { ComponentProps, ReactNode } from "react";
import { TitledDialog } from "@client/components/ui/titled-dialog";

/** The tracker's dialogs: the shared titled dialog at the tracker's widths (34rem, wide 48rem). */
export function BudgetDialog({
  wide = false,
  ...props
}: Omit<ComponentProps<typeof TitledDialog>, "width"> & { wide?: boolean }) {
  return <TitledDialog {...props} width={wide ? "lg" : "sm"} />;
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
