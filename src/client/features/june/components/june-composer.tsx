import { ImagePlus, Mic, MicOff, SendHorizontal, Square, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { cx } from "@client/components/ui/class-names";
import { useDictation } from "../hooks/use-dictation";
import { readImage } from "../utils/read-image";

const iconButton =
  "grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-cream hover:text-rose disabled:cursor-not-allowed disabled:opacity-50";

/**
 * June's input (spec section 5): Enter sends, Shift+Enter is a new line; needs text or an image; image
 * attach with a thumbnail; dictation where supported; everything disabled while a reply is loading.
 */
export function JuneComposer({
  onSend,
  onStop,
  isStreaming,
  isDisabled,
  seed,
  inputRef,
}: {
  onSend: (input: { text: string; image?: string }) => void;
  onStop: () => void;
  isStreaming: boolean;
  isDisabled: boolean;
  /** A suggested prompt to put in the box (from "Try it" buttons); `n` changes on each request. */
  seed: { text: string; n: number } | null;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const [text, setText] = useState("");
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const dictation = useDictation((heard) => setText((t) => (t.trim() ? `${t.trimEnd()} ${heard}` : heard)));
  const isBusy = isDisabled || isStreaming;

  useEffect(() => {
    if (!seed) return;
    setText(seed.text);
    inputRef.current?.focus();
  }, [seed, inputRef]);

  // Grow with the text up to about five lines.
  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 128)}px`;
  }, [text, inputRef]);

  const canSend = !isBusy && (text.trim().length > 0 || image !== null);

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!canSend) return;
    onSend(image ? { text, image } : { text });
    setText("");
    setImage(null);
    setImageError(null);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    try {
      setImage(await readImage(file));
      setImageError(null);
      inputRef.current?.focus();
    } catch (err) {
      setImageError(err instanceof Error ? err.message : "We couldn't read that image.");
    } finally {
      if (fileRef.current) fileRef.current.value = "";
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-line bg-white px-3 pt-2.5 pb-3">
      {image && (
        <div className="mb-2 flex items-center gap-2">
          <div className="relative">
            <img
              src={image}
              alt="Attachment to send"
              className="size-14 rounded-xl border border-line object-cover"
            />
            <button
              type="button"
              onClick={() => setImage(null)}
              aria-label="Remove image"
              className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-ink text-white shadow"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </div>
          <p className="text-xs text-muted">June will look at this image.</p>
        </div>
      )}
      {imageError && (
        <p role="alert" className="mb-2 text-xs text-red-700">
          {imageError}
        </p>
      )}
      <div className="flex items-end gap-1">
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Attach an image"
          disabled={isBusy}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <button
          type="button"
          className={iconButton}
          disabled={isBusy}
          onClick={() => fileRef.current?.click()}
          aria-label="Attach an image"
          title="Attach an image"
        >
          <ImagePlus className="size-[18px]" aria-hidden />
        </button>
        {dictation.isSupported && (
          <button
            type="button"
            className={cx(iconButton, dictation.isListening && "bg-blush text-rose")}
            disabled={isBusy || dictation.isDenied}
            onClick={dictation.isListening ? dictation.stop : dictation.start}
            aria-label={
              dictation.isDenied
                ? "Voice input unavailable"
                : dictation.isListening
                  ? "Stop dictation"
                  : "Dictate a message"
            }
            aria-pressed={dictation.isListening}
            title={dictation.isDenied ? "Microphone access was denied" : "Dictate"}
          >
            {dictation.isDenied ? (
              <MicOff className="size-[18px]" aria-hidden />
            ) : (
              <Mic className="size-[18px]" aria-hidden />
            )}
          </button>
        )}
        <label htmlFor={`${id}-text`} className="sr-only">
          Message June
        </label>
        <textarea
          ref={inputRef}
          id={`${id}-text`}
          rows={1}
          value={text}
          disabled={isBusy}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={4000}
          placeholder={dictation.isListening ? "Listening…" : "Ask June anything…"}
          className="max-h-32 min-h-9 flex-1 resize-none rounded-2xl border border-line bg-ivory px-3 py-2 text-body leading-5 text-ink placeholder:text-muted/70 focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20 disabled:opacity-60"
        />
        {isStreaming ? (
          <button
            type="button"
            onClick={onStop}
            aria-label="Stop"
            title="Stop June's reply"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-ink text-white hover:bg-ink/85"
          >
            <Square className="size-3.5 fill-current" aria-hidden />
          </button>
        ) : (
          <button
            type="submit"
            disabled={!canSend}
            aria-label="Send"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-rose text-white hover:bg-rose-dark disabled:cursor-not-allowed disabled:opacity-50"
          >
            <SendHorizontal className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </form>
  );
}
