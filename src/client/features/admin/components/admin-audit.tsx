import { useSearchParams } from "react-router";
import { useAuditLog } from "../api/help-desk-admin-api";
import { AdminPager } from "./admin-pager";
import { AdminSection, dateTime, EmptyState, Loaded } from "./admin-parts";

const actionLabels: Record<string, string> = {
  "ticket.status": "Changed a ticket's status",
  "ticket.assign": "Assigned a ticket",
  "ticket.reply": "Replied to a ticket",
  "ticket.note": "Added an internal note",
  "user.disable": "Disabled an account",
  "user.enable": "Enabled an account",
  "user.resend_verification": "Resent a verification email",
  "mail.test": "Sent a test mail",
};

/** /admin/audit: every help-desk action, newest first: who, what, on what, when, and the detail. */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const log = useAuditLog(page);
  return (
    <AdminSection
      title="Audit log"
      intro="Every operator action on tickets, accounts and mail, newest first."
    >
      <Loaded query={log}>
        {(p) =>
          p.items.length === 0 ? (
            <EmptyState title="Nothing logged yet" />
          ) : (
            <>
              <ol className="flex flex-col gap-2">
                {p.items.map((e) => (
                  <li key={e.id} className="rounded-2xl border border-line bg-white p-4">
                    <p className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-medium text-ink">{actionLabels[e.action] ?? e.action}</span>
                      <time dateTime={e.createdAt} className="text-sm text-muted">
                        {dateTime.format(new Date(e.createdAt))}
                      </time>
                    </p>
                    <p className="mt-0.5 break-all text-sm text-muted">
                      By {e.actor ?? "a deleted account"} · {e.targetType}
                      {e.targetId ? ` ${e.targetId}` : ""}
                    </p>
                    {e.detail !== "{}" && (
                      <p className="mt-1 break-all font-mono text-xs text-muted">{e.detail}</p>
                    )}
                  </li>
                ))}
              </ol>
              <AdminPager
                page={p.page}
                total={p.total}
                pageSize={p.pageSize}
                onPage={(n) => setParams({ page: String(n) })}
              />
            </>
          )
        }
      </Loaded>
    </AdminSection>
  );
}
