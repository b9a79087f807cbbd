import { ArrowLeft, CalendarDays, Inbox, Mail, Users } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import {
  inquiryStatuses,
  inquiryStatusLabels,
  type InquiryStatus,
  type ListingKind,
  type OwnerInquiry,
} from "@shared/schemas/inquiries";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { SelectField } from "@client/components/ui/field";
import { toast } from "@client/lib/toast";
import { useOwnerInquiries, useUpdateInquiryStatus } from "../api/inquiries-api";
import { formatCalendarDate, formatGuests, formatSentAt } from "../utils/inquiry-format";
import { StatusBadge } from "./status-badge";
import { EmailAddress } from "@client/components/ui/email-address";
import { PendingState } from "@client/components/ui/pending-state";

type Filter = "all" | InquiryStatus;
const filters: Filter[] = ["all", ...inquiryStatuses];
const filterLabel = (f: Filter) => (f === "all" ? "All" : inquiryStatusLabels[f]);

/** Draws an inquiry's live conversation; the page composes it in (features never import each other). */
export type RenderOwnerConversation = (inquiry: OwnerInquiry) => ReactNode;

/**
 * The owner's inquiry inbox on the venue-owner and vendor dashboards: status tabs with counts, the list,
 * and one inquiry with the couple's details, a status select and the live conversation. `?inquiry={id}`
 * (the unread badge's link) opens that inquiry.
 */
export function InquiryInbox({
  listingKind,
  renderConversation,
}: {
  listingKind: ListingKind;
  renderConversation: RenderOwnerConversation;
}) {
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>("all");
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(() => searchParams.get("inquiry"));
  // The whole inbox is one list filtered here, so a conversation stays open when a reply or a status
  // change moves it out of the tab being viewed.
  const inbox = useOwnerInquiries(listingKind, undefined);
  const all = inbox.data?.items ?? [];
  const items = filter === "all" ? all : all.filter((i) => i.status === filter);
  const selected = all.find((i) => i.id === selectedId) ?? null;
  const counts = inbox.data?.counts;

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-3xl border border-line bg-white p-5 sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-3xl text-ink">
            Inquiries
          </h2>
          <p className="mt-1 text-sm text-muted">
            Conversations with couples about your {listingKind === "venue" ? "venues" : "listing"}, live. When
            a couple is away, we email them your new messages.
          </p>
        </div>
      </div>

      <div role="group" aria-label="Filter inquiries by status" className="mt-6 flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cx(
              "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose",
              filter === f
                ? "border-rose bg-rose text-white"
                : "border-line bg-white text-ink hover:border-rose/50 hover:bg-blush/30",
            )}
          >
            {filterLabel(f)}
            <span
              className={cx(
                "rounded-full px-1.5 text-xs tabular-nums",
                filter === f ? "bg-rose-dark" : "bg-cream text-muted",
              )}
            >
              {counts ? counts[f] : "–"}
            </span>
          </button>
        ))}
      </div>

      <div className="mt-6" aria-busy={inbox.isFetching}>
        {inbox.isPending ? (
          <PendingState query={inbox}>
            <div className="flex flex-col gap-3" aria-hidden>
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-20 animate-pulse rounded-2xl bg-cream" />
              ))}
            </div>
          </PendingState>
        ) : inbox.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50/60 px-5 py-8 text-center">
            <p className="font-medium text-ink">We couldn't load your inquiries</p>
            <p className="mt-1 text-sm text-muted">{inbox.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-4" onClick={() => void inbox.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 && !selected ? (
          <EmptyInbox
            filter={filter}
            listingKind={listingKind}
            hasAny={(counts?.all ?? 0) > 0}
            onShowAll={() => setFilter("all")}
          />
        ) : (
          <div className="grid gap-5 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
            <ul
              className={cx("flex flex-col gap-2", selected && "hidden md:flex")}
              aria-label={`${filterLabel(filter)} inquiries`}
            >
              {items.length === 0 && (
                <li className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
                  No {filterLabel(filter).toLowerCase()} inquiries
                </li>
              )}
              {items.map((inquiry) => (
                <li key={inquiry.id}>
                  <InquiryRow
                    inquiry={inquiry}
                    isSelected={inquiry.id === selected?.id}
                    onSelect={() => setSelectedId(inquiry.id)}
                  />
                </li>
              ))}
            </ul>
            {selected ? (
              <InquiryDetail
                key={selected.id}
                inquiry={selected}
                onBack={() => setSelectedId(null)}
                conversation={renderConversation(selected)}
              />
            ) : (
              <div className="hidden items-center justify-center rounded-2xl border border-dashed border-line p-10 text-center text-sm text-muted md:flex">
                Choose an inquiry to read the conversation and reply.
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function EmptyInbox({
  filter,
  listingKind,
  hasAny,
  onShowAll,
}: {
  filter: Filter;
  listingKind: ListingKind;
  hasAny: boolean;
  onShowAll: () => void;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line px-5 py-12 text-center">
      <Inbox className="size-8 text-rose" aria-hidden />
      {filter !== "all" && hasAny ? (
        <>
          <p className="mt-3 font-serif text-xl text-ink">No {filterLabel(filter).toLowerCase()} inquiries</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={onShowAll}>
            Show all inquiries
          </Button>
        </>
      ) : (
        <>
          <p className="mt-3 font-serif text-xl text-ink">No inquiries yet</p>
          <p className="mt-1 max-w-md text-sm text-muted">
            When couples write to {listingKind === "venue" ? "your venue" : "you"}, their messages land here
            and in your email. A complete listing with photos and prices gets more of them.
          </p>
        </>
      )}
    </div>
  );
}

function InquiryRow({
  inquiry,
  isSelected,
  onSelect,
}: {
  inquiry: OwnerInquiry;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const last = inquiry.replies.at(-1);
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isSelected ? "true" : undefined}
      className={cx(
        "flex w-full flex-col gap-1 rounded-2xl border px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose",
        isSelected ? "border-rose bg-blush/40" : "border-line hover:border-rose/50 hover:bg-ivory",
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className={cx("truncate text-ink", inquiry.status === "new" && "font-semibold")}>
          {inquiry.couple.name}
        </span>
        <StatusBadge status={inquiry.status} />
      </span>
      <span className="truncate text-xs text-muted">
        {inquiry.listing.name} · <time dateTime={inquiry.createdAt}>{formatSentAt(inquiry.createdAt)}</time>
      </span>
      <span className="line-clamp-2 text-sm text-muted">
        {last ? `${last.author === "owner" ? "You: " : ""}${last.body}` : inquiry.message}
      </span>
    </button>
  );
}

function InquiryDetail({
  inquiry,
  onBack,
  conversation,
}: {
  inquiry: OwnerInquiry;
  onBack: () => void;
  conversation: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const update = useUpdateInquiryStatus("We couldn't change the status");
  // Opening a conversation moves focus to it (on a phone the list is replaced by it).
  useEffect(() => headingRef.current?.focus(), []);

  function onStatus(status: InquiryStatus) {
    update.mutate(
      { id: inquiry.id, status },
      {
        onSuccess: () => toast.success(`Marked as ${inquiryStatusLabels[status].toLowerCase()}`),
      },
    );
  }

  return (
    <article className="flex min-w-0 flex-col gap-5 rounded-2xl border border-line bg-ivory/60 p-4 sm:p-6">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-1.5 self-start text-sm text-muted hover:text-rose-dark md:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden /> All inquiries
      </button>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-2xl leading-tight text-ink outline-none"
          >
            {inquiry.couple.name}
          </h3>
          <p className="mt-0.5 text-sm text-muted">
            About {inquiry.listing.name} · received{" "}
            <time dateTime={inquiry.createdAt}>{formatSentAt(inquiry.createdAt)}</time>
          </p>
        </div>
        <SelectField
          label="Status"
          value={inquiry.status}
          disabled={update.isPending}
          onChange={(e) => onStatus(e.target.value as InquiryStatus)}
          className="w-40"
        >
          {inquiryStatuses.map((s) => (
            <option key={s} value={s}>
              {inquiryStatusLabels[s]}
            </option>
          ))}
        </SelectField>
      </header>
      <dl className="grid gap-3 rounded-2xl border border-line bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="flex items-center gap-1.5 text-muted">
            <Mail className="size-3.5" aria-hidden /> Email
          </dt>
          <dd className="mt-0.5 break-all">
            <a href={`mailto:${inquiry.couple.email}`} className="text-rose hover:underline">
              <EmailAddress email={inquiry.couple.email} />
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-muted">
            <CalendarDays className="size-3.5" aria-hidden /> Wedding date
          </dt>
          <dd className="mt-0.5 text-ink">{formatCalendarDate(inquiry.weddingDate)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1.5 text-muted">
            <Users className="size-3.5" aria-hidden /> Guests
          </dt>
          <dd className="mt-0.5 text-ink">{formatGuests(inquiry.guestCount)}</dd>
        </div>
      </dl>
      {conversation}
    </article>
  );
}
