import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { GenerateResult, TaskInput, TaskPatch, Timeline, TimelineTask } from "@shared/schemas/timeline";
import { api, ApiError, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";

/** The master timeline (issue #15): one query holds the header and every task with its due date. */
export const TIMELINE_KEY = ["timeline"] as const;
export const STALE_MESSAGE = "This task was changed by someone else meanwhile — showing the latest.";

export function useTimeline() {
  return useQuery({ queryKey: TIMELINE_KEY, queryFn: () => api<Timeline>("GET", "/api/timeline") });
}

const refresh = (qc: QueryClient) => qc.invalidateQueries({ queryKey: TIMELINE_KEY });

function useTimelineMutation<V, R>(fn: (vars: V) => Promise<R>, errorTitle: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409 && err.reason === "stale") toast.info(STALE_MESSAGE);
      else toast.error(errorTitle, { description: messageOf(err) });
    },
    onSettled: () => refresh(qc),
  });
}

export const useGenerate = () =>
  useTimelineMutation(
    () => api<GenerateResult>("POST", "/api/timeline/generate", undefined, { idempotent: true }),
    "We couldn't build your timeline",
  );

export const useAddTask = () =>
  useTimelineMutation(
    (input: TaskInput) => api<TimelineTask>("POST", "/api/timeline/tasks", input, { idempotent: true }),
    "We couldn't add the task",
  );

export const usePatchTask = () =>
  useTimelineMutation(
    ({ id, patch }: { id: string; patch: TaskPatch }) =>
      api<TimelineTask>("PATCH", `/api/timeline/tasks/${id}`, patch),
    "We couldn't save the task",
  );

export const useDeleteTask = () =>
  useTimelineMutation(
    ({ id, version }: { id: string; version: number }) =>
      api<{ ok: true }>("DELETE", `/api/timeline/tasks/${id}?version=${version}`),
    "We couldn't delete the task",
  );

export const useResetCalendar = () =>
  useTimelineMutation(
    () => api<{ calendarUrl: string }>("POST", "/api/timeline/calendar/reset"),
    "We couldn't make a new calendar link",
  );
