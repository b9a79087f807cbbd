import { ChevronDown, MessageCircle } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import type { CoupleInquiry } from "@shared/schemas/inquiries";
import { Button, ButtonLink } from "@client/components/ui/button";
import { toast } from "@client/lib/toast";
import { useMyInquiries, useUpdateInquiryStatus } from "../api/inquiries-api";
import { formatCalendarDate, formatSentAt, guestsPhrase } from "../utils/inquiry-format";
import { StatusBadge } from "./status-badge";
import { PendingState } from "@client/components/ui/pending-state";

/** Draws an inquiry's live conversation; the page composes it in (features never import each other). */
export type RenderCoupleConversation = (inquiry: CoupleInquiry) => ReactNode;

/**
 * "Your inquiries" on /couple-account: every inquiry with its status and its live conversation. The
 * newest is open; `?inquiry={id}` (the unread badge's link) opens and shows that one instead.
 */
export function CoupleInquiriesSection({
  renderConversation,
}: {
  renderConversation: RenderCoupleConversation;
}) {
  const headingId = useId();
  const inquiries = useMyInquiries();
  const [searchParams] = useSearchParams();
  const linked = searchParams.get("inquiry");
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-line bg-white p-6 sm:p-8">
      <h2 id={headingId} className="text-2xl text-ink">
        Your inquiries
      </h2>
      <p className="mt-1 text-sm text-muted">
        Your conversations with venues and vendors, live. When you're away, we email you their new messages.
      </p>
      <div className="mt-6">
        {inquiries.isPending ? (
          <PendingState query={inquiries}>
            <div className="flex flex-col gap-3" aria-hidden>
              {[0, 1].map((i) => (
                <div key={i} className="h-20 animate-pulse rounded-2xl bg-cream" />
              ))}
            </div>
          </PendingState>
        ) : inquiries.isError ? (
          <div role="alert" className="rounded-2xl bg-cream px-5 py-6 text-center">
            <p className="font-medium text-ink">We couldn't load your inquiries</p>
            <p className="mt-1 text-sm text-muted">{inquiries.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void inquiries.refetch()}>
              Try again
            </Button>
          </div>
        ) : inquiries.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-5 py-10 text-center">
            <MessageCircle className="size-8 text-rose" aria-hidden />
            <p className="mt-3 font-serif text-xl text-ink">No inquiries yet</p>
            <p className="mt-1 max-w-sm text-sm text-muted">
              Found a venue or vendor you like? Send them an inquiry from their page — their answer lands here
              and in your inbox.
            </p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/venues" variant="secondary" size="sm">
                Browse venues
              </ButtonLink>
              <ButtonLink to="/vendors" variant="ghost" size="sm">
                Browse vendors
              </ButtonLink>
            </div>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {inquiries.data.map((inquiry, i) => (
              <li key={inquiry.id}>
                <InquiryItem
                  inquiry={inquiry}
                  isInitiallyOpen={linked ? inquiry.id === linked : i === 0}
                  isLinked={inquiry.id === linked}
                  renderConversation={renderConversation}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function InquiryItem({
  inquiry,
  isInitiallyOpen,
  isLinked,
  renderConversation,
}: {
  inquiry: CoupleInquiry;
  isInitiallyOpen: boolean;
  isLinked: boolean;
  renderConversation: RenderCoupleConversation;
}) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const ref = useRef<HTMLElement>(null);
  // Arriving from the unread badge: bring that conversation into view.
  useEffect(() => {
    if (isLinked) ref.current?.scrollIntoView({ block: "start" });
  }, [isLinked]);
  const [isConfirming, setIsConfirming] = useState(false);
  const panelId = useId();
  const close = useUpdateInquiryStatus("We couldn't close the inquiry");
  const href =
    inquiry.listingKind === "venue" ? `/venues/${inquiry.listing.slug}` : `/vendor/${inquiry.listing.slug}`;
  const replyCount = inquiry.replies.length;

  function onClose() {
    close.mutate(
      { id: inquiry.id, status: "closed" },
      {
        onSuccess: () => {
          setIsConfirming(false);
          toast.success("Inquiry closed");
        },
      },
    );
  }

  return (
    <article ref={ref} className="scroll-mt-24 rounded-2xl border border-line">
      <div className="flex flex-wrap items-start justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <h3 className="font-serif text-xl leading-tight text-ink">
            <Link to={href} className="hover:text-rose-dark hover:underline">
              {inquiry.listing.name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted">
            {inquiry.listingKind === "venue" ? "Venue" : "Vendor"} · Sent{" "}
            <time dateTime={inquiry.createdAt}>{formatSentAt(inquiry.createdAt)}</time>
            {replyCount > 0 && ` · ${replyCount} ${replyCount === 1 ? "reply" : "replies"}`}
          </p>
        </div>
        <StatusBadge status={inquiry.status} />
      </div>
      <div className="border-t border-line px-4 py-2 sm:px-5">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-2 rounded-lg py-1.5 text-sm font-medium text-rose hover:text-rose-dark"
        >
          {isOpen ? "Hide conversation" : "Show conversation"}
          <ChevronDown className={`size-4 transition-transform ${isOpen ? "rotate-180" : ""}`} aria-hidden />
        </button>
      </div>
      {isOpen && (
        <div id={panelId} className="flex flex-col gap-5 border-t border-line bg-ivory/60 p-4 sm:p-5">
          <p className="text-sm text-muted">
            Wedding date: <span className="text-ink">{formatCalendarDate(inquiry.weddingDate)}</span> ·{" "}
            <span className="text-ink">{guestsPhrase(inquiry.guestCount)}</span>
          </p>
          {renderConversation(inquiry)}
          {inquiry.status !== "closed" && (
            <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4" aria-live="polite">
              {isConfirming ? (
                <>
                  <span className="text-sm text-ink">Close this inquiry? You can't reopen it yourself.</span>
                  <Button variant="secondary" size="sm" onClick={onClose} isLoading={close.isPending}>
                    Yes, close it
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setIsConfirming(false)}>
                    Keep it open
                  </Button>
                </>
              ) : (
                <>
                  <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
                    Close this inquiry
                  </Button>
                  <span className="text-xs text-muted">Found what you need? Mark it as done.</span>
                </>
              )}
            </div>
          )}
        </div>
      )}
    </article>
  );
}
