import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { cx } from "@client/components/ui/class-names";
import type { ChatMessage } from "@shared/schemas/collaboration";
import { timeLabel } from "../utils/message-days";
import { MessageAttachments } from "./message-attachments";

/** A message as the list draws it; `pending` while it is not stored yet. */
export type ShownMessage = Pick<
  ChatMessage,
  "authorId" | "authorName" | "body" | "attachments" | "createdAt"
> & {
  key: string;
  pending?: { status: "sending" | "failed"; error?: string; onRetry: () => void; onDiscard: () => void };
};

/**
 * One message: the viewer's own on the right ("You"), others' on the left with their name at the start
 * of a run (every message names its author to a screen reader).
 */
export function MessageBubble({
  message,
  isMine,
  startsRun,
  receipt,
}: {
  message: ShownMessage;
  isMine: boolean;
  startsRun: boolean;
  receipt: string | null;
}) {
  const { pending } = message;
  return (
    <li className={cx("flex flex-col", isMine ? "items-end" : "items-start", startsRun && "mt-2")}>
      <div
        className={cx(
          "max-w-[85%] rounded-2xl px-3.5 py-2.5 sm:max-w-[75%]",
          isMine ? "rounded-br-md bg-blush/60" : "rounded-bl-md border border-line bg-white",
          pending?.status === "sending" && "opacity-70",
          pending?.status === "failed" && "ring-1 ring-red-300",
        )}
      >
        <p className={cx("text-xs text-muted", !startsRun && "sr-only")}>
          <span className="font-semibold text-ink">{isMine ? "You" : message.authorName}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
        </p>
        {message.body && (
          <p className="whitespace-pre-wrap break-words text-body leading-relaxed text-ink">
            <QuestionnaireLinks text={message.body} />
          </p>
        )}
        <MessageAttachments attachments={message.attachments} />
      </div>
      {pending?.status === "sending" && <p className="mt-1 text-xs text-muted">Sending…</p>}
      {pending?.status === "failed" && (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-x-3 text-xs">
          <span className="text-red-700">Not sent. {pending.error}</span>
          <button type="button" onClick={pending.onRetry} className="font-semibold text-rose hover:underline">
            Retry
          </button>
          <button type="button" onClick={pending.onDiscard} className="text-muted hover:underline">
            Discard
          </button>
        </div>
      )}
      {receipt && <p className="mt-1 text-xs text-muted">{receipt}</p>}
    </li>
  );
}

/** A questionnaire's link in a message (issue #15) opens it here; all other text stays plain. */
const QUESTIONNAIRE_LINK = /(https?:\/\/\S+?)?(\/venue-questionnaire\/[0-9a-f-]{36})/g;
function QuestionnaireLinks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(QUESTIONNAIRE_LINK)) {
    parts.push(text.slice(at, m.index));
    parts.push(
      <Link key={m.index} to={m[2]!} className="font-medium text-rose underline underline-offset-2">
        Open the questionnaire
      </Link>,
    );
    at = m.index + m[0].length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
