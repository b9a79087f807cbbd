import { useEffect, useRef, type ReactNode } from "react";
import { cx } from "./class-names";

/**
 * A modal on the native <dialog> element: focus trapping, Escape, the top layer and inert background
 * come from the browser, with no script weight (docs/decisions/004-small-shell.md).
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // Escape closes the dialog natively (its cancel event); a click on the backdrop is the pointer's way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onClick={(e) => e.target === ref.current && onClose()}
      className={cx("backdrop:bg-ink/40 backdrop:backdrop-blur-sm", className)}
    >
      {open && children}
    </dialog>
  );
}
