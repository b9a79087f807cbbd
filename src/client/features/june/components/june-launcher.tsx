import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { storage } from "@client/lib/storage";
import { OPEN_JUNE_EVENT, type OpenJuneDetail } from "../utils/open-june";

// The panel (chat logic, markdown, zod contract) is its own chunk, fetched on first open only: the
// launcher below is all the first load carries (issue #4: the widget must not grow the landing page).
const loadPanel = () => import("./june-chat-panel");
const JuneChatPanel = lazy(loadPanel);

/** Spec section 4 and 9: opens by itself once per browser, 8 s after arriving on / or /index. */
export const AUTO_OPEN_KEY = "june-chat-auto-opened";
export const AUTO_OPEN_DELAY_MS = 8000;

/** June's floating chat button (bottom right, above the phone tab bar) and, once opened, her panel. */
export function JuneLauncher() {
  const { pathname } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [isLoaded, setLoaded] = useState(false);
  const [seed, setSeed] = useState<{ text: string; n: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isOpen || (pathname !== "/" && pathname !== "/index")) return;
    if (storage.get(AUTO_OPEN_KEY) === "true") return;
    const timer = window.setTimeout(() => {
      storage.set(AUTO_OPEN_KEY, "true");
      setLoaded(true);
      setOpen(true);
    }, AUTO_OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, isOpen]);

  useEffect(() => {
    const onOpen = (e: Event) => {
      const prompt = (e as CustomEvent<OpenJuneDetail>).detail?.prompt;
      setLoaded(true);
      setOpen(true);
      if (prompt) setSeed((s) => ({ text: prompt, n: (s?.n ?? 0) + 1 }));
    };
    window.addEventListener(OPEN_JUNE_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_JUNE_EVENT, onOpen);
  }, []);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => (isOpen ? close() : (setLoaded(true), setOpen(true)))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-expanded={isOpen}
        aria-controls={isLoaded ? "june-chat-panel" : undefined}
        aria-label={isOpen ? "Close chat with June" : "Chat with June"}
        data-testid="june-launcher"
        className="fixed right-4 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-40 flex h-13 items-center gap-2 rounded-full bg-rose pr-4 pl-3.5 text-white shadow-[0_12px_30px_-10px_rgba(159,74,91,0.7)] transition hover:bg-rose-dark focus-visible:outline-offset-4 md:right-6 md:bottom-4"
      >
        {isOpen ? <X className="size-5" aria-hidden /> : <MessageCircle className="size-5" aria-hidden />}
        <span className="text-body font-medium">{isOpen ? "Close" : "June"}</span>
      </button>
      {isLoaded && (
        <Suspense fallback={null}>
          <JuneChatPanel isOpen={isOpen} onClose={close} seed={seed} />
        </Suspense>
      )}
    </>
  );
}
