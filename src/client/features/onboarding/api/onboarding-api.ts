import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@shared/schemas/account";
import type { OnboardingInput, OnboardingResult } from "@shared/schemas/onboarding";
import { api } from "@client/lib/api";

/** The account page's key too: one cache for the signed-in couple's profile. */
const ME_KEY = ["me"] as const;

export function useMeForOnboarding() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => api<Me>("GET", "/api/me") });
}

export function useSaveOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => api<OnboardingResult>("PUT", "/api/onboarding", input),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ME_KEY }),
        qc.invalidateQueries({ queryKey: ["couple-dashboard"] }),
      ]);
    },
    meta: { errorToast: false }, // the flow shows its errors on the step they belong to
  });
}
