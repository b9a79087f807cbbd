import { Check } from "lucide-react";
import { cx } from "@client/components/ui/class-names";
import type { ChatLine } from "../utils/chat-script";

export type BubbleState = "hidden" | "typing" | "shown";

/**
 * One line of the sample chat. Every line is always rendered (hidden ones are invisible) so the card keeps
 * its final height and nothing below it jumps while the demo plays; June's typing dots sit in her line's slot.
 */
export function ChatBubble({ line, state }: { line: ChatLine; state: BubbleState }) {
  const isJune = line.role === "june";
  return (
    <div className={cx("relative flex flex-col gap-1", isJune ? "items-start" : "items-end")}>
      <p
        className={cx(
          "max-w-[85%] rounded-2xl px-4 py-3 text-body leading-relaxed transition-all duration-500 ease-out",
          isJune ? "rounded-bl-md bg-cream text-ink" : "rounded-br-md bg-rose text-white",
          state === "shown" ? "translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
        )}
      >
        {line.text}
      </p>
      {line.did && (
        // What June did, under her reply, as the real chat shows it (june-message.tsx).
        <p
          className={cx(
            "flex flex-wrap gap-x-2 px-1 text-caption text-muted transition-opacity duration-500",
            state !== "shown" && "invisible opacity-0",
          )}
        >
          {line.did.map((d) => (
            <span key={d} className="inline-flex items-center gap-1">
              <Check className="size-3" />
              {d}
            </span>
          ))}
        </p>
      )}
      {state === "typing" && <TypingDots />}
    </div>
  );
}

function TypingDots() {
  return (
    <span className="absolute top-0 left-0 flex h-11 items-center gap-1.5 rounded-2xl rounded-bl-md bg-cream px-4">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted/70"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
