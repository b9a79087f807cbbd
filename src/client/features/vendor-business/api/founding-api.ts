import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FoundingApplication, FoundingStats } from "@shared/schemas/founding";
import { api } from "@client/lib/api";

export const foundingStatsQuery = queryOptions({
  queryKey: ["founding", "stats"],
  queryFn: ({ signal }) => api<FoundingStats>("GET", "/api/founding/stats", undefined, { signal }),
  staleTime: 60_000,
});

export function useApplyToFounding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FoundingApplication) =>
      api<{ ok: true }>("POST", "/api/founding/applications", input, { idempotent: true }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: foundingStatsQuery.queryKey }),
    meta: { errorToast: false }, // the application form shows its errors
  });
}
