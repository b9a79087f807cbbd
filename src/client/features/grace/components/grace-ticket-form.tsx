import { useId, useState, type FormEvent } from "react";
import { Link } from "@client/lib/router-link";
import {
  HELP_DESCRIPTION_MAX,
  HELP_TITLE_MAX,
  helpIssueTypes,
  helpPriorities,
  type HelpIssueType,
  type HelpPriority,
} from "@shared/schemas/help";
import { HELP_EMAIL_REQUIRED_MESSAGE } from "@shared/schemas/grace";
import { ApiError } from "@client/lib/api";
import { createHelpTicket } from "../api/grace-api";
import type { GraceMessage } from "../hooks/use-grace-chat";
import { issueTypeLabels, priorityLabels } from "../utils/grace-labels";

const field =
  "w-full rounded-xl border border-line bg-white px-2.5 py-1.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-rose";

/**
 * Grace's "Create a ticket" under a reply that suggests one: prefilled title, type and priority from her
 * reply, a description (the person's question), an email when signed out; the conversation goes along.
 */
export function GraceTicketOffer({
  offer,
  question,
  conversation,
  isSignedIn,
  onCreated,
}: {
  offer: NonNullable<GraceMessage["offer"]>;
  question: string;
  conversation: GraceMessage[];
  isSignedIn: boolean;
  onCreated: (title: string) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [title, setTitle] = useState(offer.title);
  const [issueType, setIssueType] = useState<HelpIssueType>(offer.issueType);
  const [priority, setPriority] = useState<HelpPriority>(offer.priority);
  const [description, setDescription] = useState(question);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const id = useId();

  if (!isOpen)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="grace-ticket-offer"
        className="mt-1 h-8 rounded-full bg-rose px-3 text-small font-medium text-white hover:bg-rose-dark"
      >
        Create a ticket
      </button>
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (isSending) return;
    if (!isSignedIn && !email.trim()) return setError(HELP_EMAIL_REQUIRED_MESSAGE);
    setSending(true);
    setError(null);
    try {
      await createHelpTicket({
        title,
        description,
        issueType,
        priority,
        ...(isSignedIn ? {} : { email: email.trim() }),
        conversationLog: conversation
          .filter((m) => !m.failed && !m.isTicketConfirmation)
          .slice(-60)
          .map((m) => ({ role: m.role, content: m.content.slice(0, 4000), timestamp: m.timestamp })),
      });
      onCreated(title.trim());
    } catch (err) {
      console.warn("Grace: ticket creation failed", err);
      setError(
        err instanceof ApiError && err.status > 0 && err.status < 500
          ? err.message
          : "We couldn't create the ticket just now. Please try again.",
      );
      setSending(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Create a support ticket"
      data-testid="grace-ticket-form"
      className="mt-1 flex w-full flex-col gap-2 rounded-2xl border border-line bg-ivory p-3 text-sm"
    >
      <label className="flex flex-col gap-1">
        <span className="text-caption font-medium text-muted">Title</span>
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={HELP_TITLE_MAX}
          required
          className={field}
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1">
          <span className="text-caption font-medium text-muted">Type</span>
          <select
            value={issueType}
            onChange={(e) => setIssueType(e.target.value as HelpIssueType)}
            className={field}
          >
            {helpIssueTypes.map((t) => (
              <option key={t} value={t}>
                {issueTypeLabels[t]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-caption font-medium text-muted">Priority</span>
          <select
            value={priority}
            onChange={(e) => setPriority(e.target.value as HelpPriority)}
            className={field}
          >
            {helpPriorities.map((p) => (
              <option key={p} value={p}>
                {priorityLabels[p]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="flex flex-col gap-1">
        <span className="text-caption font-medium text-muted">What happened</span>
        <textarea
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={HELP_DESCRIPTION_MAX}
          required
          rows={3}
          className={`${field} resize-none`}
        />
      </label>
      {!isSignedIn && (
        <label className="flex flex-col gap-1">
          <span className="text-caption font-medium text-muted">Your email (so we can reply)</span>
          <input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            aria-describedby={error ? `${id}-error` : undefined}
            className={field}
          />
        </label>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-small text-rose-dark">
          {error}
        </p>
      )}
      <div className="flex items-center gap-2">
        <button
          type="submit"
          disabled={isSending}
          className="h-8 rounded-full bg-rose px-3 text-small font-medium text-white hover:bg-rose-dark disabled:opacity-60"
        >
          {isSending ? "Sending…" : "Send ticket"}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="h-8 rounded-full px-3 text-small text-muted hover:bg-cream"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The confirmation line's link to the person's tickets. */
export function HelpPageLink({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Link
      to="/help"
      onClick={onNavigate}
      className="font-medium text-rose underline underline-offset-2"
      data-testid="grace-ticket-link"
    >
      Go to the help page
    </Link>
  );
}
