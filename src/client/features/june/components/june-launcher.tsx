import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { FloatingSlot } from "@client/components/floating/floating-dock";
import { storage } from "@client/lib/storage";
import { OPEN_JUNE_EVENT, type OpenJuneDetail } from "../utils/open-june";

// The panel (chat logic, markdown, zod contract) is its own chunk, fetched on first open only: the
// launcher below is all the first load carries (issue #4: the widget must not grow the landing page).
const loadPanel = () => import("./june-chat-panel");
const JuneChatPanel = lazy(loadPanel);
// The automatic opening's patience and the phone invitation: fetched when the 8 s are up (issue #18).
const loadAutoOpen = () => import("./june-auto-open");
const JuneInvitation = lazy(() => loadAutoOpen().then((m) => ({ default: m.JuneInvitation })));

/** Spec section 4 and 9: opens by itself once per browser, 8 s after arriving on / or /index. */
export const AUTO_OPEN_KEY = "june-chat-auto-opened";
export const AUTO_OPEN_DELAY_MS = 8000;

let lastKeyAt = 0;

/** June's floating chat button (the dock's bottom-right slot) and, once opened, her panel. */
export function JuneLauncher() {
  const { pathname } = useLocation();
  /** Who opened the panel: the visitor, or the automatic opening (then focus stays where the visitor is). */
  const [openedBy, setOpenedBy] = useState<"" | "visitor" | "auto">("");
  const isOpen = openedBy !== "";
  const [isLoaded, setLoaded] = useState(false);
  const [isInviting, setInviting] = useState(false);
  const [seed, setSeed] = useState<{ text: string; n: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Keystrokes anywhere: someone typing is not to be interrupted, even outside a field.
  useEffect(() => {
    const onKey = () => (lastKeyAt = Date.now());
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);

  useEffect(() => {
    // Not on someone who has already opened June themselves (the panel is loaded then).
    if (isLoaded || (pathname !== "/" && pathname !== "/index")) return;
    if (storage.get(AUTO_OPEN_KEY) === "true") return;
    const aborter = new AbortController();
    async function autoOpen() {
      const { waitUntilCalm, isFullScreenPanel } = await loadAutoOpen();
      await waitUntilCalm(() => lastKeyAt, aborter.signal);
      storage.set(AUTO_OPEN_KEY, "true");
      if (isFullScreenPanel()) return setInviting(true);
      setLoaded(true);
      setOpenedBy("auto");
    }
    const timer = window.setTimeout(() => void autoOpen(), AUTO_OPEN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      aborter.abort();
    };
  }, [pathname, isLoaded]);

  useEffect(() => setInviting(false), [pathname]);

  useEffect(() => {
    const onOpen = (e: Event) => {
      const prompt = (e as CustomEvent<OpenJuneDetail>).detail?.prompt;
      setInviting(false);
      setLoaded(true);
      setOpenedBy("visitor");
      if (prompt) setSeed((s) => ({ text: prompt, n: (s?.n ?? 0) + 1 }));
    };
    window.addEventListener(OPEN_JUNE_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_JUNE_EVENT, onOpen);
  }, []);

  function open() {
    setInviting(false);
    setLoaded(true);
    setOpenedBy("visitor");
  }

  function close() {
    setOpenedBy("");
    buttonRef.current?.focus();
  }

  return (
    <>
      <FloatingSlot side="right">
        {isInviting && (
          <Suspense fallback={null}>
            <JuneInvitation onOpen={open} onDismiss={() => setInviting(false)} />
          </Suspense>
        )}
        <button
          ref={buttonRef}
          type="button"
          onClick={() => (isOpen ? close() : open())}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-expanded={isOpen}
          aria-controls={isLoaded ? "june-chat-panel" : undefined}
          aria-label={isOpen ? "Close chat with June" : "Chat with June"}
          data-testid="june-launcher"
          className="flex size-12 items-center justify-center gap-2 rounded-full bg-rose text-white shadow-[0_12px_30px_-10px_rgba(159,74,91,0.7)] transition hover:bg-rose-dark focus-visible:outline-offset-4 md:h-13 md:w-auto md:pr-4 md:pl-3.5"
        >
          {isOpen ? <X className="size-5" aria-hidden /> : <MessageCircle className="size-5" aria-hidden />}
          {/* Phones show the icon alone: the smallest button that still reads as a chat. */}
          <span className="hidden text-body font-medium md:inline">{isOpen ? "Close" : "June"}</span>
        </button>
      </FloatingSlot>
      {isLoaded && (
        <Suspense fallback={null}>
          <JuneChatPanel isOpen={isOpen} isQuiet={openedBy === "auto"} onClose={close} seed={seed} />
        </Suspense>
      )}
    </>
  );
}
