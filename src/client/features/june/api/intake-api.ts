import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BookPlanningCall,
  JuneIntake,
  JuneIntakeProgress,
  PlanningCall,
  PlanningCallSlots,
} from "@shared/schemas/june-intake";
import { api } from "@client/lib/api";

export const INTAKE_KEY = ["june", "intake"] as const;
const PROGRESS_KEY = ["june", "intake", "progress"] as const;
const CALLS_KEY = ["june", "planning-calls"] as const;
const SLOTS_KEY = ["june", "planning-call-slots"] as const;
/** The account feature's `/api/me` query: refreshed after the intake writes the profile. */
const ME_KEY = ["me"] as const;

export function useIntake() {
  return useQuery({ queryKey: INTAKE_KEY, queryFn: () => api<JuneIntake>("GET", "/api/june/intake") });
}

export function useSaveIntake() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: JuneIntake) => api<JuneIntake>("PUT", "/api/june/intake", input),
    meta: { errorTitle: "Couldn't save your details" },
    onSuccess: (saved) => {
      qc.setQueryData(INTAKE_KEY, saved);
      // The server deleted the interview's progress with the save.
      qc.setQueryData(PROGRESS_KEY, null);
      void qc.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}

/** Where the couple left the interview (null: none under way), so a reload resumes there (issue #18). */
export function useIntakeProgress() {
  return useQuery({
    queryKey: PROGRESS_KEY,
    queryFn: () => api<JuneIntakeProgress | null>("GET", "/api/june/intake/progress"),
    // Read once per visit: the interview itself is the live copy from then on.
    staleTime: Infinity,
  });
}

/**
 * Saves the interview's place after each answer. Quietly: a failed save costs only the resume, never the
 * interview, so it shows no toast (the next answer saves the whole place again).
 */
export function useSaveIntakeProgress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (progress: JuneIntakeProgress) =>
      api<JuneIntakeProgress>("PUT", "/api/june/intake/progress", progress),
    // One at a time, in order: a slow earlier save must not land after a later one.
    scope: { id: "june-intake-progress" },
    meta: { errorToast: false },
    onSuccess: (saved) => qc.setQueryData(PROGRESS_KEY, saved),
  });
}

export function useDeleteIntakeProgress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>("DELETE", "/api/june/intake/progress"),
    scope: { id: "june-intake-progress" },
    meta: { errorToast: false },
    onSettled: () => qc.setQueryData(PROGRESS_KEY, null),
  });
}

export function usePlanningCallSlots() {
  return useQuery({
    queryKey: SLOTS_KEY,
    queryFn: () => api<PlanningCallSlots>("GET", "/api/june/planning-calls/slots"),
  });
}

export function useMyPlanningCalls() {
  return useQuery({
    queryKey: CALLS_KEY,
    queryFn: () => api<PlanningCall[]>("GET", "/api/june/planning-calls"),
  });
}

function useRefreshCalls() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: CALLS_KEY });
    void qc.invalidateQueries({ queryKey: SLOTS_KEY });
  };
}

export function useBookPlanningCall() {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (input: BookPlanningCall) => api<PlanningCall>("POST", "/api/june/planning-calls", input),
    onSettled: refresh,
    meta: { errorTitle: "Couldn't book that time" },
  });
}

export function useCancelPlanningCall() {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (id: string) => api<PlanningCall>("POST", `/api/june/planning-calls/${id}/cancel`, {}),
    onSettled: refresh,
    meta: { errorTitle: "Couldn't cancel the call" },
  });
}
