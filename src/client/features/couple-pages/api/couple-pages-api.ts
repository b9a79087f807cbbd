import { queryOptions } from "@tanstack/react-query";
import type { HelpedWedding } from "@shared/schemas/collaboration";
import type { CouplePage } from "@shared/schemas/couple-pages";
import { api } from "@client/lib/api";

/** The weddings the signed-in person helps with (`/contributor-dashboard`). */
export const helpedWeddingsQuery = () =>
  queryOptions({
    queryKey: ["contributor-weddings"],
    queryFn: ({ signal }) => api<HelpedWedding[]>("GET", "/api/contributor/weddings", undefined, { signal }),
  });

/** One couple's page as its helpers and businesses see it (`/couple/{id}`); 404 for everyone else. */
export const couplePageQuery = (id: string) =>
  queryOptions({
    queryKey: ["couple-page", id],
    queryFn: ({ signal }) =>
      api<CouplePage>("GET", `/api/couples/${encodeURIComponent(id)}`, undefined, { signal }),
  });
