import { AiWriterButton } from "@client/components/ai-writer/ai-writer-button";

/**
 * "Draft a reply with AI" for the listing's owner: writes a reply from the inquiry and the listing into
 * the conversation's message field, to edit before sending. `field` reads and writes that field.
 */
export function ReplyDraftButton({
  inquiryId,
  field,
}: {
  inquiryId: string;
  field: { get: () => string; set: (text: string) => void };
}) {
  return (
    <AiWriterButton
      label="Draft a reply with AI"
      noun="reply"
      source="Drafted from this inquiry and your listing."
      notesHint="What to tell them, e.g. “The date is free and we hold it for 7 days.”"
      sourceFor={(options) => ({ type: "reply", inquiryId, body: options })}
      field={field}
    />
  );
}
