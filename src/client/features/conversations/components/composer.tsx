import { zodResolver } from "@hookform/resolvers/zod";
import { Paperclip, Send } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { type z } from "zod";
import { MESSAGE_MAX, sendMessageSchema, type ChatAttachment } from "@shared/schemas/collaboration";
import { Button } from "@client/components/ui/button";
import { TextAreaField } from "@client/components/ui/field";
import { useAppForm } from "@client/lib/use-app-form";
import { useAttachments } from "../hooks/use-attachments";
import { ATTACHMENT_ACCEPT } from "../utils/attachment-rules";
import { ComposerAttachments } from "./composer-attachments";

type FormIn = z.input<typeof sendMessageSchema>;
type FormOut = z.output<typeof sendMessageSchema>;

/** The counter appears once a message gets this close to MESSAGE_MAX. */
const COUNTER_FROM = MESSAGE_MAX - 400;

/** A phone's keyboard has no Shift: there Enter makes a new line and the button sends. */
const sendsOnEnter = () => typeof window === "undefined" || !window.matchMedia("(pointer: coarse)").matches;

/** What a composer's extra tools (an AI draft button) may read and write. */
export type ComposerField = { get: () => string; set: (text: string) => void };

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; images and PDFs upload as soon as they
 * are chosen and can be removed before sending. `tools` adds buttons above the field (an AI draft).
 */
export function Composer({
  label,
  isSending,
  onSend,
  onType,
  tools,
}: {
  label: string;
  isSending: boolean;
  onSend: (body: string, attachments: ChatAttachment[]) => void;
  onType: () => void;
  tools?: (field: ComposerField) => ReactNode;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const attachments = useAttachments();
  const [waitNote, setWaitNote] = useState<string | null>(null);
  const form = useAppForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: "", attachmentIds: [] },
  });
  const body = form.watch("body");
  const error = form.formState.errors.body?.message ?? form.formState.errors.attachmentIds?.message;

  const submit = form.handleSubmit((values) => {
    onSend(values.body, attachments.ready);
    form.reset({ body: "", attachmentIds: [] });
    attachments.clear();
  });

  function onSubmit() {
    if (isSending) return; // one at a time: the previous message is still on its way
    if (attachments.isUploading) {
      setWaitNote("Wait for the attachments to finish uploading.");
      return;
    }
    setWaitNote(null);
    form.setValue(
      "attachmentIds",
      attachments.ready.map((a) => a.uploadId),
    );
    void submit();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing || !sendsOnEnter()) return;
    e.preventDefault();
    onSubmit();
  }

  const field = form.register("body", {
    onChange: (e: { target: { value: string } }) => e.target.value.trim() !== "" && onType(),
  });
  const hint = sendsOnEnter() ? "Enter sends · Shift+Enter adds a new line" : undefined;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
      className="flex flex-col gap-2 border-t border-line p-3 sm:p-4"
    >
      {tools?.({
        get: () => form.getValues("body"),
        set: (text) => form.setValue("body", text.slice(0, MESSAGE_MAX), { shouldValidate: false }),
      })}
      <ComposerAttachments drafts={attachments.drafts} onRemove={attachments.remove} />
      <TextAreaField
        label={label}
        rows={2}
        maxLength={MESSAGE_MAX}
        className="[&_textarea]:field-sizing-content [&_textarea]:max-h-60 [&_textarea]:min-h-12"
        error={error}
        hint={hint}
        onKeyDown={onKeyDown}
        {...field}
      />
      {(attachments.pickError || (waitNote && attachments.isUploading)) && (
        <p role="alert" className="text-sm text-red-700">
          {attachments.pickError ?? waitNote}
        </p>
      )}
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <input
            ref={fileInput}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              if (e.target.files) attachments.add(e.target.files);
              e.target.value = ""; // the same file may be chosen again after removing it
            }}
          />
          <Button variant="ghost" size="sm" onClick={() => fileInput.current?.click()}>
            <Paperclip className="size-4" aria-hidden /> Attach
            <span className="sr-only"> an image or PDF</span>
          </Button>
          {body.length >= COUNTER_FROM && (
            <span className="text-xs tabular-nums text-muted">
              {(MESSAGE_MAX - body.length).toLocaleString("en-US")} characters left
            </span>
          )}
        </div>
        <Button type="submit" size="sm" isLoading={isSending} disabled={attachments.isUploading || isSending}>
          {!isSending && <Send className="size-4" aria-hidden />} Send
        </Button>
      </div>
    </form>
  );
}
