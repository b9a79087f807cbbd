import { LifeBuoy, Mic, Send, Square, Volume2, VolumeX, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { GRACE_MESSAGE_MAX } from "@shared/schemas/grace";
import { floatingPanelClass } from "@client/components/floating/floating-panel";
import { cx } from "@client/components/ui/class-names";
import { useSession } from "@client/lib/session";
import { useGraceChat } from "../hooks/use-grace-chat";
import { useGraceVoice } from "../hooks/use-grace-voice";
import { GraceMessageBubble } from "./grace-message";
import { trapTab } from "@client/lib/focus-trap";
import { useFullScreenPanel } from "@client/lib/use-full-screen-panel";

/**
 * Grace's help panel (issue #17; spec sections 2, 4, 5, 8): lazily loaded by the launcher, kept mounted
 * (hidden when closed) so the conversation survives closing and navigation. Full screen under 768 px,
 * about 320×384 above her button at the bottom left on larger screens (June's panel is bottom right).
 */
export default function GracePanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { user } = useSession();
  const chat = useGraceChat();
  const [text, setText] = useState("");
  const isMobile = useFullScreenPanel();
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const voice = useGraceVoice((spoken) => void ask(spoken, true));

  async function ask(message: string, isVoice: boolean) {
    const reply = await chat.send(message, { isVoice });
    if (reply && !reply.failed && voice.isVoiceMode) voice.speak(reply.content, reply.audioUrl);
  }

  // Spec section 4: the welcome is added when the panel first opens with no messages.
  const { welcome } = chat;
  useEffect(() => {
    if (isOpen) welcome();
  }, [isOpen, welcome]);

  useEffect(() => {
    if (isOpen) requestAnimationFrame(() => inputRef.current?.focus());
  }, [isOpen]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, isOpen]);

  useEffect(() => {
    if (!isOpen || !isMobile) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isOpen, isMobile]);

  function submit() {
    // Section 5: empty or whitespace text is not sent; nothing is sent while loading.
    if (!text.trim() || chat.isLoading) return;
    const message = text;
    setText("");
    void ask(message, false);
  }

  function onInputKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
      return;
    }
    if (isMobile && panelRef.current) trapTab(e, panelRef.current);
  }

  const iconButton =
    "grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-cream hover:text-ink";
  return (
    // The dialog's focus trap: Tab and Shift+Tab from the controls inside bubble up to it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={panelRef}
      id="grace-help-panel"
      role="dialog"
      aria-modal={isMobile}
      aria-labelledby="grace-help-title"
      hidden={!isOpen}
      onKeyDown={onKeyDown}
      data-testid="grace-panel"
      className={cx(
        "fixed z-50 flex flex-col overflow-hidden bg-white",
        "inset-0 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]",
        floatingPanelClass.left,
        "md:inset-auto md:h-96 md:w-80 md:rounded-3xl md:border md:border-line md:shadow-[0_24px_60px_-24px_rgba(59,47,44,0.45)]",
      )}
    >
      <div className="flex shrink-0 items-center gap-2.5 border-b border-line bg-ivory px-3.5 py-2.5">
        <span className="grid size-8 place-items-center rounded-full bg-sage text-white" aria-hidden>
          <LifeBuoy className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="grace-help-title" className="font-serif text-lg leading-tight text-ink">
            Grace
          </h2>
          <p className="truncate text-caption text-muted">Support assistant</p>
        </div>
        {voice.isSupported && (
          <button
            type="button"
            onClick={voice.toggleVoiceMode}
            aria-pressed={voice.isVoiceMode}
            aria-label={voice.isVoiceMode ? "Turn voice mode off" : "Turn voice mode on"}
            title={voice.isVoiceMode ? "Voice mode on" : "Voice mode off"}
            data-testid="grace-voice-toggle"
            className={cx(iconButton, voice.isVoiceMode && "bg-sage-light text-sage")}
          >
            {voice.isVoiceMode ? (
              <Volume2 className="size-4" aria-hidden />
            ) : (
              <VolumeX className="size-4" aria-hidden />
            )}
          </button>
        )}
        <button type="button" onClick={onClose} aria-label="Close help" className={iconButton}>
          <X className="size-5" aria-hidden />
        </button>
      </div>

      <ol
        ref={listRef}
        aria-label="Conversation with Grace"
        className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-3.5 py-4"
      >
        {chat.messages.map((m, i) => (
          <GraceMessageBubble
            key={m.id}
            message={m}
            question={chat.messages.slice(0, i).findLast((q) => q.role === "user")?.content ?? ""}
            conversation={chat.messages}
            isSignedIn={user !== null}
            onTicketCreated={chat.ticketCreated}
            onNavigate={onClose}
          />
        ))}
        {chat.isLoading && (
          <li className="flex items-center gap-1.5 px-1" role="status" aria-label="Grace is typing">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-muted/70"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </li>
        )}
      </ol>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {chat.isLoading
          ? "Grace is typing"
          : chat.messages.at(-1)?.role === "assistant"
            ? chat.messages.at(-1)?.content
            : ""}
      </p>

      <form
        className="flex shrink-0 items-end gap-2 border-t border-line bg-ivory px-3 pt-2.5 pb-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {voice.isVoiceMode && (
          <button
            type="button"
            onClick={voice.isRecording ? voice.stopRecording : voice.startRecording}
            disabled={chat.isLoading || voice.isTranscribing}
            aria-pressed={voice.isRecording}
            aria-label={voice.isRecording ? "Stop recording" : "Speak your question"}
            data-testid="grace-record"
            className={cx(
              "grid size-9 shrink-0 place-items-center rounded-full border border-line disabled:opacity-50",
              voice.isRecording ? "bg-rose text-white" : "bg-white text-ink hover:bg-cream",
            )}
          >
            {voice.isRecording ? (
              <Square className="size-3.5" aria-hidden />
            ) : (
              <Mic className="size-4" aria-hidden />
            )}
          </button>
        )}
        <label htmlFor="grace-input" className="sr-only">
          Message Grace
        </label>
        <textarea
          id="grace-input"
          ref={inputRef}
          rows={1}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onInputKey}
          maxLength={GRACE_MESSAGE_MAX}
          placeholder={voice.isTranscribing ? "Listening back…" : "Ask Grace for help"}
          className="max-h-24 min-h-9 flex-1 resize-none rounded-2xl border border-line bg-white px-3 py-2 text-sm leading-5 placeholder:text-muted/70"
        />
        <button
          type="submit"
          disabled={chat.isLoading || !text.trim()}
          aria-label="Send"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-sage text-white hover:opacity-90 disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden />
        </button>
      </form>
    </section>
  );
}
