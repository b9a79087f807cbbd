import { useId, type ReactNode } from "react";
import { Modal } from "./modal";

/** Widths of a titled dialog; each is a literal class so Tailwind sees it. */
const widths = {
  sm: "w-[min(34rem,calc(100vw-1rem))]",
  md: "w-[min(40rem,calc(100vw-1rem))]",
  lg: "w-[min(48rem,calc(100vw-1rem))]",
  xl: "w-[min(64rem,calc(100vw-1rem))]",
} as const;
export type DialogWidth = keyof typeof widths;

/**
 * A dialog with a title, an optional description, a close button and a body that scrolls on a small
 * screen — the tools' edit dialogs (guest list, budget) all look the same.
 */
export function TitledDialog({
  open,
  onClose,
  title,
  description,
  width = "md",
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string | undefined;
  width?: DialogWidth;
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
      className={`m-auto max-h-[92dvh] rounded-3xl bg-ivory p-0 text-ink shadow-2xl ${widths[width]}`}
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
