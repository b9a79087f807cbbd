import { useQuery } from "@tanstack/react-query";
import type { CoupleDashboard } from "@shared/schemas/couple-dashboard";
import { api } from "@client/lib/api";

export const COUPLE_DASHBOARD_KEY = ["couple-dashboard"] as const;

/** Everything the dashboard shows, in one request (GET /api/couple-dashboard). */
export function useCoupleDashboard() {
  return useQuery({
    queryKey: COUPLE_DASHBOARD_KEY,
    queryFn: ({ signal }) => api<CoupleDashboard>("GET", "/api/couple-dashboard", undefined, { signal }),
  });
}
