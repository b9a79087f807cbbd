import { lazy, Suspense, type ComponentProps } from "react";
import type { CoupleInquiry, OwnerInquiry } from "@shared/schemas/inquiries";
import { useRefreshInquiries } from "@client/features/inquiries/api/inquiries-api";
import { ReplyDraftButton } from "@client/features/inquiries/components/reply-draft-button";

// Loaded when a conversation opens: the inbox's list comes first, and the dashboards stay in budget.
const LazyConversation = lazy(() =>
  import("@client/features/conversations/components/conversation").then((m) => ({
    default: m.Conversation,
  })),
);

function Conversation(props: ComponentProps<typeof LazyConversation>) {
  return (
    <Suspense fallback={<div className="h-64 animate-pulse rounded-2xl bg-cream" aria-hidden />}>
      <LazyConversation {...props} />
    </Suspense>
  );
}

/**
 * An inquiry's thread as a live conversation (issue #13), for both inboxes: the listing's owner writes
 * with the AI draft at hand; the couple writes to the listing. Each message refreshes the inquiry list
 * (an owner's first answer moves the inquiry to "Replied").
 */
function OwnerInquiryConversation({ inquiry }: { inquiry: OwnerInquiry }) {
  const refresh = useRefreshInquiries();
  return (
    <Conversation
      thread={`inquiry:${inquiry.id}`}
      composerLabel={`Reply to ${inquiry.couple.name}`}
      composerTools={(field) => <ReplyDraftButton inquiryId={inquiry.id} field={field} />}
      onActivity={refresh}
    />
  );
}

function CoupleInquiryConversation({ inquiry }: { inquiry: CoupleInquiry }) {
  const refresh = useRefreshInquiries();
  return (
    <Conversation
      thread={`inquiry:${inquiry.id}`}
      composerLabel={`Message ${inquiry.listing.name}`}
      onActivity={refresh}
    />
  );
}

export const ownerInquiryConversation = (inquiry: OwnerInquiry) => (
  <OwnerInquiryConversation inquiry={inquiry} />
);
export const coupleInquiryConversation = (inquiry: CoupleInquiry) => (
  <CoupleInquiryConversation inquiry={inquiry} />
);
