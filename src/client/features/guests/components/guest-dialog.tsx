import { useId, type ReactNode } from "react";
import { Modal } from "@client/components/ui/modal";

/** The guest list's dialogs: a title, a close button and a body that scrolls on a small screen. */
export function GuestDialog({
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
  description?: string;
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
      className={`m-auto max-h-[92dvh] rounded-3xl bg-ivory p-0 text-ink shadow-2xl ${wide ? "w-[min(64rem,calc(100vw-1rem))]" : "w-[min(40rem,calc(100vw-1rem))]"}`}
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
