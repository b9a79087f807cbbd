import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HelpTicketStatus } from "@shared/schemas/help";
import type {
  AdminPerson,
  AdminTicket,
  AdminTicketsPage,
  AdminUserDetail,
  AdminUsersPage,
  AuditPage,
  TestMailResult,
} from "@shared/schemas/help-desk";
import { api } from "@client/lib/api";

/** The help desk's operator hooks (issue #17); everything lives under the admin cache key. */
const DESK = ["admin", "desk"] as const;

export type TicketFilters = {
  status: string;
  priority: string;
  stakeholder: string;
  olderThanDays: string;
  page: number;
};

export function useAdminTickets(f: TicketFilters) {
  const qs = new URLSearchParams();
  if (f.status) qs.set("status", f.status);
  if (f.priority) qs.set("priority", f.priority);
  if (f.stakeholder) qs.set("stakeholder", f.stakeholder);
  if (f.olderThanDays) qs.set("olderThanDays", f.olderThanDays);
  if (f.page > 1) qs.set("page", String(f.page));
  return useQuery({
    queryKey: [...DESK, "tickets", qs.toString()],
    queryFn: () => api<AdminTicketsPage>("GET", `/api/admin/tickets?${qs.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: [...DESK, "ticket", id],
    queryFn: () => api<AdminTicket>("GET", `/api/admin/tickets/${id}`),
  });
}

export function useAdmins() {
  return useQuery({
    queryKey: [...DESK, "admins"],
    queryFn: () => api<AdminPerson[]>("GET", "/api/admin/admins"),
    staleTime: 5 * 60_000,
  });
}

/** A ticket action answers the ticket: put it in the cache, and let the queue and audit log refetch. */
function useTicketAction<V>(id: string, run: (v: V) => Promise<AdminTicket>, errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (ticket) => {
      qc.setQueryData([...DESK, "ticket", id], ticket);
      void qc.invalidateQueries({ queryKey: [...DESK, "tickets"] });
      void qc.invalidateQueries({ queryKey: [...DESK, "audit"] });
    },
    meta: { errorTitle },
  });
}

export const useSetTicketStatus = (id: string) =>
  useTicketAction(
    id,
    (status: HelpTicketStatus) => api<AdminTicket>("POST", `/api/admin/tickets/${id}/status`, { status }),
    "Couldn't change the status",
  );

export const useAssignTicket = (id: string) =>
  useTicketAction(
    id,
    (assigneeId: string | null) =>
      api<AdminTicket>("POST", `/api/admin/tickets/${id}/assign`, { assigneeId }),
    "Couldn't assign the ticket",
  );

export function useAddTicketMessage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: string; internal: boolean }) =>
      api<AdminTicket>("POST", `/api/admin/tickets/${id}/messages`, v),
    onSuccess: (ticket) => {
      qc.setQueryData([...DESK, "ticket", id], ticket);
      void qc.invalidateQueries({ queryKey: [...DESK, "tickets"] });
      void qc.invalidateQueries({ queryKey: [...DESK, "audit"] });
    },
    meta: { errorToast: false },
  });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: [...DESK, "users", q, page],
    queryFn: () => api<AdminUsersPage>("GET", `/api/admin/users?q=${encodeURIComponent(q)}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...DESK, "user", id],
    queryFn: () => api<AdminUserDetail>("GET", `/api/admin/users/${id}`),
    enabled: id !== null,
  });
}

export function useSetUserDisabled(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) =>
      api<AdminUserDetail>("POST", `/api/admin/users/${id}/${disabled ? "disable" : "enable"}`),
    onSuccess: (user) => {
      qc.setQueryData([...DESK, "user", id], user);
      void qc.invalidateQueries({ queryKey: [...DESK, "users"] });
      void qc.invalidateQueries({ queryKey: [...DESK, "audit"] });
    },
    meta: { errorTitle: "Couldn't change the account" },
  });
}

export function useResendVerification(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ sent: boolean; message: string }>("POST", `/api/admin/users/${id}/resend-verification`),
    onSettled: () => void qc.invalidateQueries({ queryKey: [...DESK, "audit"] }),
    meta: { errorTitle: "Couldn't resend the verification mail" },
  });
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...DESK, "audit", page],
    queryFn: () => api<AuditPage>("GET", `/api/admin/audit?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useSendTestMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { to: string; subject: string }) =>
      api<TestMailResult>("POST", "/api/admin/test-mail", v),
    onSettled: () => void qc.invalidateQueries({ queryKey: [...DESK, "audit"] }),
    meta: { errorToast: false },
  });
}
