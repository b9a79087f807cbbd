import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  SlugAvailability,
  WeddingWebsite,
  weddingWebsiteInputSchema,
} from "@shared/schemas/wedding-websites";
import { api } from "@client/lib/api";

export const WEBSITE_KEY = ["wedding-website"] as const;
export type WebsiteInput = z.output<typeof weddingWebsiteInputSchema>;

/** The couple's website (the server makes the draft on first read). */
export function useWebsite() {
  return useQuery({
    queryKey: WEBSITE_KEY,
    queryFn: () => api<WeddingWebsite>("GET", "/api/wedding-website"),
  });
}

function useWebsiteMutation<T>(
  send: (input: T) => Promise<WeddingWebsite>,
  errorTitle: string,
  toast = true,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (site) => qc.setQueryData(WEBSITE_KEY, site),
    meta: toast ? { errorTitle } : { errorToast: false },
  });
}

export const useSaveWebsite = () =>
  useWebsiteMutation(
    (input: WebsiteInput) => api<WeddingWebsite>("PUT", "/api/wedding-website", input),
    "Your website was not saved",
    false, // the form shows its errors
  );

export const usePublishWebsite = () =>
  useWebsiteMutation(
    (published: boolean) => api<WeddingWebsite>("POST", "/api/wedding-website/publish", { published }),
    "Publishing did not work",
  );

export const useWebsitePassword = () =>
  useWebsiteMutation(
    (password: string | null) => api<WeddingWebsite>("PUT", "/api/wedding-website/password", { password }),
    "The password was not saved",
    false,
  );

export function checkSlug(slug: string, signal: AbortSignal) {
  return api<SlugAvailability>(
    "GET",
    `/api/wedding-website/slug?slug=${encodeURIComponent(slug)}`,
    undefined,
    {
      signal,
    },
  );
}
