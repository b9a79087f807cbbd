import { ChevronDown, Sparkles } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { cx } from "../ui/class-names";
import type { AiWriterProps } from "./ai-writer-panel";

// The panel (and its schemas) loads when first opened, so pages with the button stay light.
const AiWriterPanel = lazy(() => import("./ai-writer-panel"));

/** "Write with AI": opens the AI writer under it. */
export function AiWriterButton({ label = "Write with AI", ...props }: AiWriterProps & { label?: string }) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted while folded away, so a draft survives closing it.
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((o) => !o);
          setOpened(true);
        }}
        className="inline-flex w-fit items-center gap-2 rounded-full border border-rose/40 bg-white/70 px-4 py-2 text-sm font-medium text-rose transition-colors hover:bg-blush/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
      >
        <Sparkles className="size-4" aria-hidden />
        {label}
        <ChevronDown className={cx("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <div id={panelId} hidden={!open}>
        {opened && (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted">
                Loading the writer…
              </p>
            }
          >
            <AiWriterPanel {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
