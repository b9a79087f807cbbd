import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  INQUIRY_REPLY_MAX,
  inquiryStatusLabels,
  type InquiryReply,
  type InquiryStatus,
} from "@shared/schemas/inquiries";
import { AiWriterButton } from "@client/components/ai-writer/ai-writer-button";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { TextAreaField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useReplyToInquiry } from "../api/inquiries-api";
import { formatSentAt, statusTone } from "../utils/inquiry-format";
import { replyHint } from "../utils/reply-hint";

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        statusTone[status],
      )}
    >
      <span className="sr-only">Status: </span>
      {inquiryStatusLabels[status]}
    </span>
  );
}

type Side = "couple" | "owner";

/**
 * The conversation: the couple's first message, then the replies, oldest first. `viewer` is the side
 * reading it, whose messages sit on the right and read "You".
 */
export function InquiryThread({
  viewer,
  first,
  replies,
}: {
  viewer: Side;
  first: { authorName: string; body: string; createdAt: string };
  replies: InquiryReply[];
}) {
  const messages = [{ id: "first", author: "couple" as const, ...first }, ...replies];
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversation">
      {messages.map((m) => {
        const isMine = m.author === viewer;
        return (
          <li key={m.id} className={cx("flex", isMine ? "justify-end" : "justify-start")}>
            <div
              className={cx(
                "max-w-[85%] rounded-2xl px-4 py-3",
                isMine ? "rounded-br-md bg-blush/60" : "rounded-bl-md border border-line bg-white",
              )}
            >
              <p className="text-xs text-muted">
                <span className="font-semibold text-ink">{isMine ? "You" : m.authorName}</span> ·{" "}
                <time dateTime={m.createdAt}>{formatSentAt(m.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-body leading-relaxed text-ink">
                {m.body}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Writes a reply; the server stores it and emails the other side, who can answer from their mail. */
export function ReplyBox({
  inquiryId,
  recipientName,
  recipient,
  label = "Your reply",
  submitLabel = "Send reply",
  withAiDraft = false,
}: {
  inquiryId: string;
  recipientName: string;
  /** Who receives the reply: the hint's verb agrees with a couple's two names. */
  recipient: "couple" | "listing";
  label?: string;
  submitLabel?: string;
  /** The listing owner's side: "Draft with AI" writes a reply to edit before sending. */
  withAiDraft?: boolean;
}) {
  const reply = useReplyToInquiry();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const text = body.trim();
    if (!text) {
      setError("Write a reply first.");
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync({ id: inquiryId, body: text });
      setBody("");
      toast.success("Reply sent", { description: `We emailed it to ${recipientName}.` });
    } catch (err) {
      // What the server says about the reply itself, else its message.
      setError((err instanceof ApiError && err.fields?.body) || messageOf(err));
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3">
      {withAiDraft && (
        <AiWriterButton
          label="Draft a reply with AI"
          noun="reply"
          source="Drafted from this inquiry and your listing."
          notesHint="What to tell them, e.g. “The date is free and we hold it for 7 days.”"
          sourceFor={(options) => ({ type: "reply", inquiryId, body: options })}
          field={{
            get: () => body,
            set: (text) => {
              setBody(text);
              setError(null);
            },
          }}
        />
      )}
      <TextAreaField
        label={label}
        // A drafted reply is long: give it room.
        rows={body.length > 240 ? 12 : 3}
        className="[&_textarea]:min-h-24"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null); // the error goes as soon as the reply changes (issue #18)
        }}
        maxLength={INQUIRY_REPLY_MAX}
        error={error ?? undefined}
        hint={replyHint(recipientName, recipient)}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" isLoading={reply.isPending}>
          {!reply.isPending && <Send className="size-4" aria-hidden />} {submitLabel}
        </Button>
      </div>
    </form>
  );
}
