import type { ListingKind } from "@shared/schemas/claims";
import { GlanceItem, GlanceList } from "@client/components/dashboard/glance";
import { useOwnerInquiries } from "../api/inquiries-api";
import { formatCalendarDate, formatSentAt } from "../utils/inquiry-format";

/** The newest unanswered inquiries, on a business account's first screen (issue #18). */
export function NewInquiriesGlance({ kind, limit = 3 }: { kind: ListingKind; limit?: number }) {
  const inbox = useOwnerInquiries(kind, "new");
  const items = inbox.data?.items.slice(0, limit) ?? [];
  return (
    <GlanceList
      id="glance-new-inquiries"
      title="New inquiries"
      badge={inbox.data?.counts.new}
      isPending={inbox.isPending}
      empty={
        inbox.isError
          ? "We couldn't load your inquiries just now. They're on your dashboard."
          : "Nothing waiting. When a couple writes, it shows here and in your email."
      }
    >
      {items.map((q) => (
        <GlanceItem
          key={q.id}
          title={q.couple.name}
          meta={formatSentAt(q.createdAt)}
          detail={
            <>
              {q.listing.name}
              {q.weddingDate ? ` · ${formatCalendarDate(q.weddingDate)}` : ""}
              {q.guestCount ? ` · ${q.guestCount} guests` : ""} — “{q.message}”
            </>
          }
        />
      ))}
    </GlanceList>
  );
}
