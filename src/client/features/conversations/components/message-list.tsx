import { ArrowDown } from "lucide-react";
import { useLayoutEffect, useRef, useState } from "react";
import { Button } from "@client/components/ui/button";
import { groupByDay } from "../utils/message-days";
import { MessageBubble, type ShownMessage } from "./message-bubble";

/** Within this many pixels of the end the list counts as "at the bottom" and follows new messages. */
const NEAR_BOTTOM_PX = 80;

/**
 * The messages by day, in a scrolling region that starts at the newest, follows new ones while the reader
 * is at the bottom (or just sent one), and otherwise offers a jump to them. Keeps the place when earlier
 * messages are loaded above.
 */
export function MessageList({
  messages,
  viewerId,
  receipt,
  hasEarlier,
  isLoadingEarlier,
  onLoadEarlier,
  emptyText,
}: {
  messages: ShownMessage[];
  viewerId: string;
  receipt: { key: string | undefined; text: string | null };
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
  emptyText: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const isAtBottom = useRef(true);
  const heightBeforeEarlier = useRef<number | null>(null);
  const shown = useRef({ first: undefined as string | undefined, last: undefined as string | undefined });
  const [hasNewBelow, setHasNewBelow] = useState(false);

  const first = messages[0]?.key;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shown.current;
    shown.current = { first, last: last?.key };
    if (heightBeforeEarlier.current !== null && first !== before.first) {
      // Earlier messages went in above: stay on the message that was at the top.
      el.scrollTop += el.scrollHeight - heightBeforeEarlier.current;
      heightBeforeEarlier.current = null;
      return;
    }
    if (last?.key === before.last) return;
    if (before.last === undefined || isAtBottom.current || last?.authorId === viewerId) {
      el.scrollTop = el.scrollHeight;
      setHasNewBelow(false);
    } else {
      setHasNewBelow(true);
    }
  }, [first, last, viewerId]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    isAtBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (isAtBottom.current) setHasNewBelow(false);
  }

  function jumpToNewest() {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: "smooth" });
    setHasNewBelow(false);
  }

  const days = groupByDay(messages);
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        role="region"
        aria-label="Messages"
        // Focusable so the keyboard can scroll it (arrow keys, Page Up/Down).
        tabIndex={0}
        className="h-full max-h-[min(60dvh,34rem)] min-h-48 overflow-y-auto overscroll-contain px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-rose sm:px-4"
      >
        {hasEarlier && (
          <div className="mb-3 flex justify-center">
            <Button
              variant="ghost"
              size="sm"
              isLoading={isLoadingEarlier}
              onClick={() => {
                heightBeforeEarlier.current = scroller.current?.scrollHeight ?? null;
                onLoadEarlier();
              }}
            >
              Show earlier messages
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <p className="flex h-full min-h-40 items-center justify-center px-6 text-center text-sm text-muted">
            {emptyText}
          </p>
        ) : (
          // A log: screen readers announce messages as they arrive, not the whole list on open.
          <div role="log" aria-label="Conversation" className="flex flex-col gap-4">
            {days.map((day) => (
              <div key={day.key} role="group" aria-label={day.label}>
                <p className="mb-2 flex items-center gap-3 text-xs font-medium text-muted" aria-hidden>
                  <span className="h-px flex-1 bg-line" />
                  {day.label}
                  <span className="h-px flex-1 bg-line" />
                </p>
                <ol className="flex flex-col gap-1.5">
                  {day.messages.map((m, i) => {
                    const prev = day.messages[i - 1];
                    return (
                      <MessageBubble
                        key={m.key}
                        message={m}
                        isMine={m.authorId === viewerId}
                        startsRun={prev?.authorId !== m.authorId}
                        receipt={m.key === receipt.key ? receipt.text : null}
                      />
                    );
                  })}
                </ol>
              </div>
            ))}
          </div>
        )}
      </div>
      {hasNewBelow && (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 shadow-md"
          onClick={jumpToNewest}
        >
          <ArrowDown className="size-4" aria-hidden /> New messages
        </Button>
      )}
    </div>
  );
}
