import { Sparkles, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "@client/lib/router-link";
import { accountHome } from "@shared/catalog";
import { floatingPanelClass } from "@client/components/floating/floating-panel";
import { cx } from "@client/components/ui/class-names";
import { useSession } from "@client/lib/session";
import { useJuneChat, type ChatAudience } from "../hooks/use-june-chat";
import { JuneComposer } from "./june-composer";
import { JuneMessageBubble } from "./june-message";
import { trapTab } from "@client/lib/focus-trap";
import { useFullScreenPanel } from "@client/lib/use-full-screen-panel";

/**
 * June's chat panel (issue #4; spec sections 2, 4, 5, 8). Loaded lazily by the launcher the first time it
 * opens, then kept mounted (hidden when closed) so the conversation survives closing and navigation.
 * Full screen under 768 px (focus stays inside), a 320×384 panel above June's button on larger screens.
 * Opened by the automatic opening (`isQuiet`, issue #18) it leaves focus where the visitor has it.
 */
export default function JuneChatPanel({
  isOpen,
  isQuiet,
  onClose,
  seed,
}: {
  isOpen: boolean;
  isQuiet: boolean;
  onClose: () => void;
  seed: { text: string; n: number } | null;
}) {
  const { user, status } = useSession();
  const audience: ChatAudience = !user ? "guest" : user.kind === "couple" ? "couple" : "business";
  if (status === "loading") return null;
  // A new session (sign-in, sign-out, another account) starts a new conversation.
  return (
    <Panel
      key={user?.id ?? "guest"}
      audience={audience}
      isOpen={isOpen}
      isQuiet={isQuiet}
      onClose={onClose}
      seed={seed}
    />
  );
}

function Panel({
  audience,
  isOpen,
  isQuiet,
  onClose,
  seed,
}: {
  audience: ChatAudience;
  isOpen: boolean;
  isQuiet: boolean;
  onClose: () => void;
  seed: { text: string; n: number } | null;
}) {
  const chat = useJuneChat(audience);
  const isMobile = useFullScreenPanel();
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [isConfirmingClear, setConfirmingClear] = useState(false);
  const canType = audience === "couple" && !chat.isLoadingHistory;

  // Focus the input (or the close button) when the visitor opens the panel; never when it opened by itself.
  useEffect(() => {
    if (!isOpen || isQuiet) return;
    const target = canType ? inputRef.current : closeRef.current;
    requestAnimationFrame(() => target?.focus());
  }, [isOpen, isQuiet, canType]);

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, isOpen]);

  // Full screen on phones: the page behind must not scroll.
  useEffect(() => {
    if (!isOpen || !isMobile) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isOpen, isMobile]);

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      if (isConfirmingClear) setConfirmingClear(false);
      else onClose();
      return;
    }
    // Full screen, the panel is modal: Tab cycles inside it.
    if (isMobile && panelRef.current) trapTab(e, panelRef.current);
  }

  async function confirmClear() {
    setConfirmingClear(false);
    await chat.clear();
    inputRef.current?.focus();
  }

  return (
    // The dialog's focus trap: Tab and Shift+Tab from the controls inside bubble up to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={panelRef}
      id="june-chat-panel"
      role="dialog"
      aria-modal={isMobile}
      aria-labelledby="june-chat-title"
      hidden={!isOpen}
      onKeyDown={onKeyDown}
      data-testid="june-chat"
      className={cx(
        "fixed z-50 flex flex-col overflow-hidden bg-white",
        "inset-0 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]",
        floatingPanelClass.right,
        "md:inset-auto md:h-96 md:w-80 md:rounded-3xl md:border md:border-line md:p-0 md:shadow-[0_24px_60px_-24px_rgba(59,47,44,0.45)]",
      )}
    >
      {/* A plain div, not <header>: the page's own header is its one banner landmark (issue #18). */}
      <div className="flex shrink-0 items-center gap-2.5 border-b border-line bg-ivory px-3.5 py-2.5">
        <span className="grid size-8 place-items-center rounded-full bg-rose text-white" aria-hidden>
          <Sparkles className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="june-chat-title" className="font-serif text-lg leading-tight text-ink">
            June
          </h2>
          <p className="truncate text-caption text-muted">Your wedding planner</p>
        </div>
        {audience === "couple" && chat.hasStoredMessages && (
          <button
            type="button"
            onClick={() => setConfirmingClear(true)}
            disabled={chat.isStreaming || chat.isClearing}
            aria-label="Clear chat"
            title="Clear chat"
            className="grid size-9 place-items-center rounded-full text-muted hover:bg-cream hover:text-rose disabled:opacity-50"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        )}
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="grid size-9 place-items-center rounded-full text-muted hover:bg-cream hover:text-ink"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>

      {isConfirmingClear && (
        <div
          role="alertdialog"
          aria-label="Clear chat"
          className="shrink-0 border-b border-line bg-blush/50 px-3.5 py-2.5 text-sm"
        >
          <p className="text-ink">Clear your whole conversation with June? This can't be undone.</p>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
              autoFocus
              onClick={() => void confirmClear()}
              className="h-8 rounded-full bg-rose px-3 text-small font-medium text-white hover:bg-rose-dark"
            >
              Yes, clear it
            </button>
            <button
              type="button"
              onClick={() => setConfirmingClear(false)}
              className="h-8 rounded-full border border-line bg-white px-3 text-small text-ink hover:bg-cream"
            >
              Keep it
            </button>
          </div>
        </div>
      )}

      {chat.isLoadingHistory ? (
        <div className="flex flex-1 items-center justify-center" role="status">
          <span
            className="size-7 animate-spin rounded-full border-[3px] border-blush border-t-rose"
            aria-hidden
          />
          <span className="sr-only">Loading your conversation…</span>
        </div>
      ) : (
        <ol
          ref={listRef}
          aria-label="Conversation with June"
          className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-3.5 py-4"
        >
          {chat.messages.map((m) => (
            <JuneMessageBubble
              key={m.id}
              message={m}
              onRetry={chat.retry}
              onResolve={(id, d) => void chat.resolve(id, d)}
              isResolving={chat.resolving === m.id}
              isBusy={chat.isStreaming}
            />
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.announcement}
      </p>

      {audience === "couple" ? (
        <JuneComposer
          onSend={(input) => void chat.send(input)}
          onStop={chat.stop}
          isStreaming={chat.isStreaming}
          isDisabled={!canType}
          seed={seed}
          inputRef={inputRef}
        />
      ) : (
        <SignedOutFooter audience={audience} onNavigate={onClose} />
      )}
    </section>
  );
}

function SignedOutFooter({ audience, onNavigate }: { audience: ChatAudience; onNavigate: () => void }) {
  const { user } = useSession();
  const link = "font-medium text-rose underline-offset-2 hover:underline";
  return (
    <div className="shrink-0 border-t border-line bg-ivory px-3.5 pt-2.5 pb-3">
      {audience === "guest" ? (
        <p className="text-small leading-snug text-muted" data-testid="june-sign-in-prompt">
          <Link to="/login" onClick={onNavigate} className={link}>
            Sign in
          </Link>{" "}
          or{" "}
          <Link to="/signup/couple" onClick={onNavigate} className={link}>
            create a free account
          </Link>{" "}
          to chat with June.{" "}
          <Link to="/ai-planner" onClick={onNavigate} className={link}>
            Meet June
          </Link>
        </p>
      ) : (
        <p className="text-small leading-snug text-muted">
          June plans weddings with couples, so chatting is for couple accounts. Your business tools are on{" "}
          <Link to={accountHome[user?.kind ?? "couple"]?.path ?? "/"} onClick={onNavigate} className={link}>
            your dashboard
          </Link>
          .
        </p>
      )}
      <label htmlFor="june-disabled-input" className="sr-only">
        Message June
      </label>
      <textarea
        id="june-disabled-input"
        rows={1}
        disabled
        placeholder={audience === "guest" ? "Sign in to chat with June" : "Chat is for couple accounts"}
        className="mt-2 h-9 w-full resize-none rounded-2xl border border-line bg-white px-3 py-2 text-sm leading-5 placeholder:text-muted/70 disabled:opacity-70"
      />
    </div>
  );
}
