import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Lock } from "lucide-react";
import { useParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { ticketMessageBodySchema, type AdminTicket } from "@shared/schemas/help-desk";
import { Button } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { SelectField, TextAreaField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import {
  useAddTicketMessage,
  useAdminTicket,
  useAdmins,
  useAssignTicket,
  useSetTicketStatus,
} from "../api/help-desk-admin-api";
import { AdminSection, Badge, dateTime, Loaded } from "./admin-parts";
import {
  deskStatusLabels,
  issueLabels,
  priorityLabels,
  priorityTone,
  stakeholderLabels,
  statusTone,
} from "./help-desk-labels";

/**
 * /admin/tickets/:id: Grace's conversation (parsed data, shown as text — never as HTML), the thread of
 * replies and internal notes, assignment, status moves and the reply box.
 */
export function AdminTicketPage() {
  const { id = "" } = useParams();
  const ticket = useAdminTicket(id);
  return (
    <Loaded query={ticket}>
      {(t) => (
        <AdminSection
          title={t.title}
          intro={
            <span className="break-all">
              {stakeholderLabels[t.stakeholderType]} · {t.userEmail} · {issueLabels[t.issueType]} · opened{" "}
              {dateTime.format(new Date(t.createdAt))}
            </span>
          }
          actions={
            <Link
              to="/admin/tickets"
              className="inline-flex items-center gap-1.5 text-sm text-rose hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden /> All tickets
            </Link>
          }
        >
          <div className="flex flex-wrap gap-2">
            <Badge tone={priorityTone[t.priority]}>{priorityLabels[t.priority]} priority</Badge>
            <Badge tone={statusTone[t.status]}>{deskStatusLabels[t.status]}</Badge>
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <section aria-labelledby="desc-h" className="rounded-3xl border border-line bg-white p-5">
                <h2
                  id="desc-h"
                  className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted"
                >
                  What they asked
                </h2>
                <p className="mt-2 whitespace-pre-line break-words text-body text-ink">{t.description}</p>
              </section>
              <Conversation ticket={t} />
              <Thread ticket={t} />
              <MessageForm id={t.id} />
            </div>
            <Sidebar ticket={t} />
          </div>
        </AdminSection>
      )}
    </Loaded>
  );
}

function Conversation({ ticket: t }: { ticket: AdminTicket }) {
  return (
    <section aria-labelledby="conv-h" className="rounded-3xl border border-line bg-white p-5">
      <h2 id="conv-h" className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        Conversation with Grace
      </h2>
      {!t.conversationReadable && (
        <p className="mt-2 text-sm text-muted">
          Part of the stored conversation could not be read and is left out.
        </p>
      )}
      {t.conversation.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No conversation was kept with this ticket.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {t.conversation.map((line, i) => (
            <li
              key={i}
              className={cx("rounded-2xl p-3", line.role === "user" ? "bg-cream/70" : "bg-sage-light/50")}
            >
              <p className="text-xs font-semibold text-muted">{line.role === "user" ? "Them" : "Grace"}</p>
              <p className="mt-0.5 whitespace-pre-line break-words text-body text-ink">{line.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Thread({ ticket: t }: { ticket: AdminTicket }) {
  return (
    <section aria-labelledby="thread-h">
      <h2 id="thread-h" className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        Replies and notes
      </h2>
      {t.messages.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No replies yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {t.messages.map((m) => (
            <li
              key={m.id}
              className={cx(
                "rounded-2xl p-4",
                m.internal
                  ? "border border-dashed border-gold bg-gold/10"
                  : m.from === "operator"
                    ? "bg-white"
                    : "bg-cream/70",
              )}
            >
              <p className="flex items-center gap-1.5 text-xs font-semibold text-muted">
                {m.internal && <Lock className="size-3.5" aria-hidden />}
                {m.internal ? "Internal note" : m.from === "operator" ? "Reply" : "From them"}
                {m.author ? ` · ${m.author}` : ""} · {dateTime.format(new Date(m.createdAt))}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-body text-ink">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MessageForm({ id }: { id: string }) {
  const add = useAddTicketMessage(id);
  const form = useAppForm<{ body: string }>({
    resolver: zodResolver(ticketMessageBodySchema.pick({ body: true })),
    defaultValues: { body: "" },
  });
  const send = (internal: boolean) =>
    form.handleSubmit((v) =>
      add.mutate(
        { body: v.body, internal },
        {
          onSuccess: () => {
            form.reset({ body: "" });
            toast.success(internal ? "Note added" : "Reply sent", {
              description: internal
                ? "Only operators see it."
                : "We emailed it, and it shows on their help page.",
            });
          },
          onError: (err) =>
            showFormError(form, err, internal ? "Couldn't add the note" : "Couldn't send the reply"),
        },
      ),
    );
  return (
    <form
      noValidate
      onSubmit={(e) => void send(false)(e)}
      className="rounded-3xl border border-line bg-white p-5"
    >
      <TextAreaField
        label="Reply or note"
        rows={4}
        hint="A reply is emailed to them and shown on their help page. An internal note is for operators only."
        error={form.formState.errors.body?.message}
        {...form.register("body")}
      />
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          onClick={(e) => void send(true)(e)}
          disabled={add.isPending}
        >
          Add internal note
        </Button>
        <Button type="submit" isLoading={add.isPending}>
          Send reply
        </Button>
      </div>
    </form>
  );
}

function Sidebar({ ticket: t }: { ticket: AdminTicket }) {
  const { user } = useSession();
  const admins = useAdmins();
  const assign = useAssignTicket(t.id);
  const move = useSetTicketStatus(t.id);
  return (
    <aside aria-label="Ticket actions" className="flex flex-col gap-5 lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-3xl border border-line bg-white p-5">
        <SelectField
          label="Assigned to"
          value={t.assignee?.id ?? ""}
          disabled={assign.isPending || admins.isPending}
          onChange={(e) => assign.mutate(e.target.value || null)}
        >
          <option value="">Nobody</option>
          {t.assignee && !admins.data?.some((a) => a.id === t.assignee?.id) && (
            <option value={t.assignee.id}>{t.assignee.name}</option>
          )}
          {(admins.data ?? []).map((a) => (
            <option key={a.id} value={a.id}>
              {a.id === user?.id ? `Me (${a.name})` : a.name}
            </option>
          ))}
        </SelectField>
        {user && t.assignee?.id !== user.id && (
          <Button
            size="sm"
            variant="secondary"
            className="mt-3 w-full"
            onClick={() => assign.mutate(user.id)}
            disabled={assign.isPending}
          >
            Assign to me
          </Button>
        )}
      </div>
      <div className="rounded-3xl border border-line bg-white p-5">
        <h2 className="text-sm font-medium text-ink">Move to</h2>
        <div className="mt-3 flex flex-col gap-2">
          {t.nextStatuses.map((s) => (
            <Button
              key={s}
              size="sm"
              variant="secondary"
              onClick={() => move.mutate(s)}
              disabled={move.isPending}
            >
              {deskStatusLabels[s]}
            </Button>
          ))}
        </div>
      </div>
    </aside>
  );
}
