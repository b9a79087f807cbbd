import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BusinessProfile, CoupleProfile, Me } from "@shared/schemas/account";
import { api } from "@client/lib/api";

export const ME_KEY = ["me"] as const;

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => api<Me>("GET", "/api/me") });
}

export function useSaveCoupleProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CoupleProfile) => api<CoupleProfile>("PUT", "/api/me/couple-profile", input),
    onSuccess: (couple) => qc.setQueryData<Me>(ME_KEY, (me) => (me ? { ...me, couple } : me)),
    meta: { errorToast: false }, // the profile form shows its errors
  });
}

export function useSaveBusinessProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessProfile) => api<BusinessProfile>("PUT", "/api/me/business-profile", input),
    onSuccess: (business) => qc.setQueryData<Me>(ME_KEY, (me) => (me ? { ...me, business } : me)),
    meta: { errorToast: false }, // the profile form shows its errors
  });
}
