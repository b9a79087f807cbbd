import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  BudgetChange,
  BudgetSharing,
  BudgetSharingInput,
  budgetSharingListSchema,
} from "@shared/schemas/budget";
import type { Contributor, InviteContributor } from "@shared/schemas/collaboration";
import { api } from "@client/lib/api";

/** Family budget sharing (issue #14; server: modules/budgets/budget-sharing.*, budget.routes). */
export type SharingList = z.infer<typeof budgetSharingListSchema>;

export const SHARING_KEY = ["budget-sharing"] as const;
export const HISTORY_KEY = ["budget-history"] as const;

export function useBudgetSharing(enabled = true) {
  return useQuery({
    queryKey: SHARING_KEY,
    queryFn: () => api<SharingList>("GET", "/api/budget/sharing"),
    enabled,
  });
}

function useSharingMutation<TVars, TOut>(run: (vars: TVars) => Promise<TOut>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: SHARING_KEY }),
        qc.invalidateQueries({ queryKey: HISTORY_KEY }),
        // The contributors page and the tracker show what changed here too.
        qc.invalidateQueries({ queryKey: ["contributors"] }),
        qc.invalidateQueries({ queryKey: ["budget"] }),
      ]),
  });
}

export const putSharing = (contributorId: string, input: BudgetSharingInput) =>
  api<BudgetSharing>("PUT", `/api/budget/sharing/${contributorId}`, input);

export const useUpdateSharing = () =>
  useSharingMutation(({ id, input }: { id: string; input: BudgetSharingInput }) => putSharing(id, input));

/** Invite with budget access (POST /api/contributors), then limit it to categories (PUT sharing). */
export const useInviteFamily = () =>
  useSharingMutation(
    async ({ invite, sharing }: { invite: InviteContributor; sharing: BudgetSharingInput }) => {
      const made = await api<Contributor>("POST", "/api/contributors", invite);
      if (sharing.level !== "none") await putSharing(made.id, sharing);
      return made;
    },
  );

export const useSetPayer = () =>
  useSharingMutation(
    ({
      categoryId,
      payerContributorId,
      version,
    }: {
      categoryId: string;
      payerContributorId: string | null;
      version: number;
    }) => api("PATCH", `/api/budget/categories/${categoryId}`, { payerContributorId, version }),
  );

export const useSetLock = () =>
  useSharingMutation((locked: boolean) =>
    api<{ locked: boolean; lockedAt: string | null }>("PUT", "/api/budget/lock", { locked }),
  );

export function useBudgetHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: HISTORY_KEY,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api<{ entries: BudgetChange[]; next: string | null }>(
        "GET",
        `/api/budget/history${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    getNextPageParam: (last) => last.next,
  });
}
