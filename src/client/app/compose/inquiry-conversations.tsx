import type { CoupleInquiry, OwnerInquiry } from "@shared/schemas/inquiries";
import { Conversation } from "@client/features/conversations/components/conversation";
import { ReplyDraftButton } from "@client/features/inquiries/components/reply-draft-button";

/**
 * An inquiry's thread as a live conversation (issue #13), for both inboxes: the listing's owner writes
 * with the AI draft at hand; the couple writes to the listing.
 */
export function ownerInquiryConversation(inquiry: OwnerInquiry) {
  return (
    <Conversation
      thread={`inquiry:${inquiry.id}`}
      composerLabel={`Reply to ${inquiry.couple.name}`}
      composerTools={(field) => <ReplyDraftButton inquiryId={inquiry.id} field={field} />}
    />
  );
}

export function coupleInquiryConversation(inquiry: CoupleInquiry) {
  return <Conversation thread={`inquiry:${inquiry.id}`} composerLabel={`Message ${inquiry.listing.name}`} />;
}
