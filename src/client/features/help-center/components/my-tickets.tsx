import { zodResolver } from "@hookform/resolvers/zod";
import { helpReplyBodySchema, helpStatusLabels } from "@shared/schemas/help-desk";
import type { HelpTicketStatus } from "@shared/schemas/help";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { TextAreaField } from "@client/components/ui/field";
import { cx } from "@client/components/ui/class-names";
import { showFormError } from "@client/lib/form-errors";
import { useAppForm } from "@client/lib/use-app-form";
import { useMyTicket, useMyTickets, useReplyToTicket } from "../api/help-center-api";

const when = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const tone: Record<HelpTicketStatus, string> = {
  open: "bg-gold/15 text-ink",
  in_progress: "bg-cream text-ink",
  waiting_on_user: "bg-blush text-rose-dark",
  resolved: "bg-sage-light text-ink",
  closed: "bg-cream text-muted",
};

export function StatusBadge({ status }: { status: HelpTicketStatus }) {
  return (
    <span className={cx("inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium", tone[status])}>
      {helpStatusLabels[status]}
    </span>
  );
}

/** "Your tickets" on /help for a signed-in person: status, the desk's replies, and a reply box. */
export function MyTickets() {
  const tickets = useMyTickets(true);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="my-tickets-title" className="mb-14">
      <h2 id="my-tickets-title" className="text-3xl leading-tight text-ink">
        Your tickets
      </h2>
      <div className="mt-4">
        {tickets.isPending ? (
          <p className="text-muted">Loading your tickets…</p>
        ) : tickets.isError ? (
          <p role="alert" className="text-muted">
            We couldn't load your tickets.{" "}
            <button type="button" className="text-rose underline" onClick={() => void tickets.refetch()}>
              Try again
            </button>
          </p>
        ) : tickets.data.length === 0 ? (
          <p className="text-muted">No tickets yet. When Grace opens one for you, you'll follow it here.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {tickets.data.map((t) => (
              <li key={t.id} className="rounded-2xl border border-line bg-white/80">
                <button
                  type="button"
                  aria-expanded={openId === t.id}
                  onClick={() => setOpenId(openId === t.id ? null : t.id)}
                  className="flex w-full flex-wrap items-center justify-between gap-2 rounded-2xl p-5 text-left focus-visible:outline-2 focus-visible:outline-rose"
                >
                  <span className="text-lead font-medium text-ink">{t.title}</span>
                  <span className="flex items-center gap-3 text-sm text-muted">
                    <StatusBadge status={t.status} />
                    Updated {when.format(new Date(t.updatedAt))}
                  </span>
                </button>
                {openId === t.id && <TicketThread id={t.id} />}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TicketThread({ id }: { id: string }) {
  const ticket = useMyTicket(id);
  if (ticket.isPending) return <p className="px-5 pb-5 text-muted">Loading…</p>;
  if (ticket.isError)
    return (
      <p role="alert" className="px-5 pb-5 text-muted">
        We couldn't load this ticket.
      </p>
    );
  const t = ticket.data;
  return (
    <div className="border-t border-line px-5 pb-5 pt-4">
      <p className="whitespace-pre-line text-body text-ink">{t.description}</p>
      <ol aria-label="Replies" className="mt-4 flex flex-col gap-3">
        {t.replies.map((r) => (
          <li
            key={r.id}
            className={cx(
              "rounded-2xl p-4",
              r.from === "operator" ? "bg-cream/70" : "ml-6 border border-line bg-white",
            )}
          >
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
              {r.from === "operator" ? "Support team" : "You"} · {when.format(new Date(r.createdAt))}
            </p>
            <p className="mt-1 whitespace-pre-line text-body text-ink">{r.body}</p>
          </li>
        ))}
        {t.replies.length === 0 && (
          <li className="text-sm text-muted">No replies yet — we'll email you when there is one.</li>
        )}
      </ol>
      <ReplyForm id={id} />
    </div>
  );
}

function ReplyForm({ id }: { id: string }) {
  const reply = useReplyToTicket(id);
  const form = useAppForm<{ body: string }>({
    resolver: zodResolver(helpReplyBodySchema),
    defaultValues: { body: "" },
  });
  const onSubmit = form.handleSubmit((v) =>
    reply.mutate(v.body, {
      onSuccess: () => form.reset({ body: "" }),
      onError: (err) => showFormError(form, err, "Couldn't send your reply"),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <TextAreaField
        label="Your reply"
        rows={3}
        error={form.formState.errors.body?.message}
        {...form.register("body")}
      />
      <div className="mt-3 flex justify-end">
        <Button type="submit" size="sm" isLoading={reply.isPending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}
