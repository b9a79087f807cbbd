import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ActingForGrant,
  Contributor,
  InvitationPreview,
  InviteContributor,
  UpdateContributor,
} from "@shared/schemas/collaboration";
import { api } from "@client/lib/api";

/** The couple's helpers and the invitation link (issue #13; server: modules/contributors). */
export const CONTRIBUTORS_KEY = ["contributors"] as const;

export function useContributors() {
  return useQuery({
    queryKey: CONTRIBUTORS_KEY,
    queryFn: () =>
      api<{ contributors: Contributor[] }>("GET", "/api/contributors").then((r) => r.contributors),
  });
}

function useContributorMutation<TVars>(run: (vars: TVars) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => qc.invalidateQueries({ queryKey: CONTRIBUTORS_KEY }),
  });
}

export const useInvite = () =>
  useContributorMutation((input: InviteContributor) => api<Contributor>("POST", "/api/contributors", input));

export const useUpdateContributor = () =>
  useContributorMutation(({ id, patch }: { id: string; patch: UpdateContributor }) =>
    api<Contributor>("PATCH", `/api/contributors/${id}`, patch),
  );

export const useRevoke = () =>
  useContributorMutation((id: string) => api("DELETE", `/api/contributors/${id}`));

export const useResend = () =>
  useContributorMutation((id: string) => api<Contributor>("POST", `/api/contributors/${id}/resend`));

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: () => api<InvitationPreview>("GET", `/api/invitations/${encodeURIComponent(token)}`),
    retry: false,
    staleTime: 60_000,
  });
}

export function acceptInvitation(token: string) {
  return api<{ coupleId: string }>("POST", `/api/invitations/${encodeURIComponent(token)}/accept`);
}

/** What the signed-in contributor may do for `coupleId` (404 when nothing). */
export function useActingForGrant(coupleId: string | null) {
  return useQuery({
    queryKey: ["acting-for", coupleId],
    queryFn: () => api<ActingForGrant>("GET", `/api/acting-for/${encodeURIComponent(coupleId ?? "")}`),
    enabled: coupleId !== null,
    retry: false,
  });
}
