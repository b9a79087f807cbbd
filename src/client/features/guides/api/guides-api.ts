import { useQuery } from "@tanstack/react-query";
import type { Guide, GuideList } from "@shared/schemas/guides";
import { api } from "@client/lib/api";

/** The planning guides (issue #15): public reads, the same for everyone, kept a while. */
export function useGuides() {
  return useQuery({
    queryKey: ["guides"],
    queryFn: () => api<GuideList>("GET", "/api/guides"),
    staleTime: 5 * 60_000,
  });
}

export function useGuide(slug: string) {
  return useQuery({
    queryKey: ["guides", slug],
    queryFn: () => api<Guide>("GET", `/api/guides/${encodeURIComponent(slug)}`),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
