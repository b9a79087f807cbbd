import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HelpTicketSummary } from "@shared/schemas/help";
import type { HelpArticle, HelpArticleSummary, MyHelpTicket } from "@shared/schemas/help-desk";
import { api } from "@client/lib/api";

const HELP = ["help"] as const;

export function useHelpArticles(q: string) {
  return useQuery({
    queryKey: [...HELP, "articles", q],
    queryFn: () => api<HelpArticleSummary[]>("GET", `/api/help/articles?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useHelpArticle(slug: string | null) {
  return useQuery({
    queryKey: [...HELP, "article", slug],
    queryFn: () => api<HelpArticle>("GET", `/api/help/articles/${slug}`),
    enabled: slug !== null,
    staleTime: 5 * 60_000,
  });
}

export function useMyTickets(enabled: boolean) {
  return useQuery({
    queryKey: [...HELP, "tickets"],
    queryFn: () => api<HelpTicketSummary[]>("GET", "/api/help/tickets/mine"),
    enabled,
  });
}

export function useMyTicket(id: string | null) {
  return useQuery({
    queryKey: [...HELP, "ticket", id],
    queryFn: () => api<MyHelpTicket>("GET", `/api/help/tickets/${id}`),
    enabled: id !== null,
  });
}

export function useReplyToTicket(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api<MyHelpTicket>("POST", `/api/help/tickets/${id}/replies`, { body }),
    onSuccess: (ticket) => {
      qc.setQueryData([...HELP, "ticket", id], ticket);
      void qc.invalidateQueries({ queryKey: [...HELP, "tickets"] });
    },
    meta: { errorToast: false },
  });
}
