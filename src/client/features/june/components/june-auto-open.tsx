import { Sparkles, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { GENERIC_WELCOME } from "@shared/rules/june-welcome";
import { FULL_SCREEN_PANEL_QUERY } from "@client/lib/use-full-screen-panel";

/**
 * June's automatic opening (spec sections 2 and 4: once per browser, 8 s after arriving on /), loaded
 * only when the 8 s are up so none of it weighs on the first load. Issue #18: it must not interrupt.
 * It waits while the visitor types or has a dialog open, it never moves focus, and where the panel would
 * cover the whole screen it offers a small invitation instead (docs/decisions/023-floating-widgets.md).
 */

/** A keystroke this recent still counts as typing. */
export const TYPING_QUIET_MS = 3000;
const POLL_MS = 500;

const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
// Anything open on top of the page: the city picker (<dialog>), the menu sheet, popovers, menus, lists.
const OVERLAY =
  'dialog[open], [role="dialog"]:not([hidden]):not(#june-chat-panel), [role="alertdialog"], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]';

/** Under 768 px June's panel is full screen (spec section 2): there she only invites. */
export const isFullScreenPanel = () => window.matchMedia(FULL_SCREEN_PANEL_QUERY).matches;

/** Why June would interrupt now, or null when the visitor is not busy. */
export function busyReason(lastKeyAt: number, now = Date.now()): "typing" | "dialog" | "hidden" | null {
  if (document.visibilityState === "hidden") return "hidden";
  if (document.activeElement?.matches(FIELD) || now - lastKeyAt < TYPING_QUIET_MS) return "typing";
  if (document.querySelector(OVERLAY)) return "dialog";
  return null;
}

/** Resolves once the visitor is not busy (checked every half second); never, if `signal` aborts first. */
export function waitUntilCalm(lastKeyAt: () => number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (signal.aborted) return;
      if (busyReason(lastKeyAt()) === null) resolve();
      else window.setTimeout(check, POLL_MS);
    };
    check();
  });
}

/**
 * The phone invitation: a small note above June's button, announced politely and never focused. A tap
 * opens the chat; the cross puts it away. Once per browser, like the automatic opening it replaces.
 */
export function JuneInvitation({ onOpen, onDismiss }: { onOpen: () => void; onDismiss: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  // The bubble floats over the page: once the visitor goes to type in a field (the hero's search sits
  // under it on a phone), it steps aside — the button stays, the once-per-browser mark too.
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && !root.current?.contains(target) && target.matches(FIELD)) onDismiss();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [onDismiss]);
  return (
    <div
      ref={root}
      role="status"
      data-testid="june-invitation"
      className="absolute right-0 bottom-full mb-3 w-[min(18rem,calc(100vw-2rem))] rounded-3xl rounded-br-md border border-line bg-white p-3.5 shadow-[0_18px_40px_-18px_rgba(59,47,44,0.45)]"
    >
      <div className="flex items-start gap-2.5">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-rose text-white" aria-hidden>
          <Sparkles className="size-4" />
        </span>
        <p className="min-w-0 flex-1 text-small leading-snug text-ink">{GENERIC_WELCOME}</p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Not now"
          className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-cream hover:text-ink"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      <button
        type="button"
        onClick={onOpen}
        className="mt-3 h-10 w-full rounded-full bg-rose text-small font-medium text-white hover:bg-rose-dark"
      >
        Start a chat
      </button>
    </div>
  );
}
