import { useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { helpPriorities, helpStakeholderTypes, helpTicketStatuses } from "@shared/schemas/help";
import { SelectField } from "@client/components/ui/field";
import { useAdminTickets, type TicketFilters } from "../api/help-desk-admin-api";
import { AdminPager } from "./admin-pager";
import { AdminSection, Badge, dateTime, EmptyState, Loaded } from "./admin-parts";
import {
  deskStatusLabels,
  priorityLabels,
  priorityTone,
  stakeholderLabels,
  statusTone,
} from "./help-desk-labels";

const ages = [
  { value: "", label: "Any age" },
  { value: "1", label: "Older than 1 day" },
  { value: "3", label: "Older than 3 days" },
  { value: "7", label: "Older than 7 days" },
  { value: "30", label: "Older than 30 days" },
];

/** /admin/tickets: the help ticket queue (urgent first, then oldest), filters kept in the URL. */
export function AdminTicketsPage() {
  const [params, setParams] = useSearchParams();
  const filters: TicketFilters = {
    status: params.get("status") ?? "",
    priority: params.get("priority") ?? "",
    stakeholder: params.get("stakeholder") ?? "",
    olderThanDays: params.get("olderThanDays") ?? "",
    page: Math.max(1, Number(params.get("page")) || 1),
  };
  const tickets = useAdminTickets(filters);
  const update = (patch: Partial<TicketFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v && !(k === "page" && v === 1)) p.set(k, String(v));
    setParams(p);
  };
  return (
    <AdminSection
      title="Help tickets"
      intro="Tickets Grace opened for people. Urgent first, then the longest waiting."
    >
      <div className="grid gap-4 rounded-3xl border border-line bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(e) => update({ status: e.target.value })}
        >
          <option value="">Any status</option>
          {helpTicketStatuses.map((s) => (
            <option key={s} value={s}>
              {deskStatusLabels[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Priority"
          value={filters.priority}
          onChange={(e) => update({ priority: e.target.value })}
        >
          <option value="">Any priority</option>
          {helpPriorities.map((p) => (
            <option key={p} value={p}>
              {priorityLabels[p]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Who asked"
          value={filters.stakeholder}
          onChange={(e) => update({ stakeholder: e.target.value })}
        >
          <option value="">Anyone</option>
          {helpStakeholderTypes.map((s) => (
            <option key={s} value={s}>
              {stakeholderLabels[s]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Age"
          value={filters.olderThanDays}
          onChange={(e) => update({ olderThanDays: e.target.value })}
        >
          {ages.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-5">
        <Loaded query={tickets}>
          {(page) =>
            page.items.length === 0 ? (
              <EmptyState title="No tickets here">
                Tickets appear when Grace opens one for someone.
              </EmptyState>
            ) : (
              <>
                <p className="mb-3 text-sm text-muted">
                  {page.total} {page.total === 1 ? "ticket" : "tickets"}
                </p>
                <ul className="flex flex-col gap-3">
                  {page.items.map((t) => (
                    <li key={t.id} className="rounded-3xl border border-line bg-white p-5">
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <div className="min-w-0">
                          <Link
                            to={`/admin/tickets/${t.id}`}
                            className="break-words text-xl font-medium text-ink underline-offset-4 hover:text-rose hover:underline"
                          >
                            {t.title}
                          </Link>
                          <p className="mt-1 break-all text-sm text-muted">
                            {stakeholderLabels[t.stakeholderType]} · {t.userEmail} · opened{" "}
                            {dateTime.format(new Date(t.createdAt))}
                          </p>
                        </div>
                        <div className="flex flex-wrap gap-2">
                          <Badge tone={priorityTone[t.priority]}>{priorityLabels[t.priority]}</Badge>
                          <Badge tone={statusTone[t.status]}>{deskStatusLabels[t.status]}</Badge>
                        </div>
                      </div>
                      <p className="mt-2 text-sm text-muted">
                        {t.assignee ? `Assigned to ${t.assignee.name}` : "Not assigned"}
                      </p>
                    </li>
                  ))}
                </ul>
                <AdminPager
                  page={page.page}
                  total={page.total}
                  pageSize={page.pageSize}
                  onPage={(p) => update({ page: p })}
                />
              </>
            )
          }
        </Loaded>
      </div>
    </AdminSection>
  );
}
