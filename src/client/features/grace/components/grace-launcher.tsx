import { LifeBuoy, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { FloatingSlot } from "@client/components/floating/floating-dock";

// The panel (chat, voice, ticket form, their contracts) is its own chunk, fetched on first open (or when
// the pointer or focus reaches the button): the first load carries only this button (issue #17).
const loadPanel = () => import("./grace-panel");
const GracePanel = lazy(loadPanel);

/** Grace's help button (the dock's bottom-left slot; June keeps the right) and, once opened, her panel. */
export default function GraceLauncher() {
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <FloatingSlot side="left">
        <button
          ref={buttonRef}
          type="button"
          onClick={() => {
            setLoaded(true);
            setOpen((o) => !o);
          }}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-expanded={isOpen}
          aria-controls={isLoaded ? "grace-help-panel" : undefined}
          aria-label={isOpen ? "Close help from Grace" : "Get help from Grace"}
          data-testid="grace-launcher"
          className="flex size-12 items-center justify-center gap-2 rounded-full border border-line bg-white text-ink shadow-[0_12px_30px_-12px_rgba(59,47,44,0.45)] transition hover:bg-cream focus-visible:outline-offset-4 md:h-13 md:w-auto md:pr-4 md:pl-3.5"
        >
          {isOpen ? (
            <X className="size-5" aria-hidden />
          ) : (
            <LifeBuoy className="size-5 text-sage" aria-hidden />
          )}
          <span className="hidden text-body font-medium md:inline">{isOpen ? "Close" : "Help"}</span>
        </button>
      </FloatingSlot>
      {isLoaded && (
        <Suspense fallback={null}>
          <GracePanel isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
