import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreatePoll, Poll, PollList } from "@shared/schemas/polls";
import type { Timeline, TimelineTask } from "@shared/schemas/timeline";
import { api, messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";

/** The couple's polls (issue #15); the requests carry X-Couple-Id when a helper acts for the couple. */
export const POLLS_KEY = ["polls"] as const;
/** The timeline the task list reads (the timeline helper's API, GET /api/timeline). */
export const TASKS_KEY = ["timeline", "tasks-list"] as const;

export function usePolls() {
  return useQuery({ queryKey: POLLS_KEY, queryFn: () => api<PollList>("GET", "/api/polls") });
}

export function refreshPolls(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: POLLS_KEY });
}

/** A poll's new state replaces the old one in the list at once (no flash before the refetch). */
function putPoll(qc: QueryClient, poll: Poll) {
  qc.setQueryData<PollList>(POLLS_KEY, (old) =>
    old ? { polls: old.polls.map((p) => (p.id === poll.id ? poll : p)) } : old,
  );
}

export function useCreatePoll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePoll) => api<Poll>("POST", "/api/polls", input),
    onSuccess: (poll) => {
      qc.setQueryData<PollList>(POLLS_KEY, (old) => (old ? { polls: [poll, ...old.polls] } : old));
      toast.success("Poll created");
    },
  });
}

export function useVote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ pollId, optionIds }: { pollId: string; optionIds: string[] }) =>
      api<Poll>("POST", `/api/polls/${pollId}/votes`, { optionIds }),
    onSuccess: (poll) => putPoll(qc, poll),
    onError: (err) => {
      // A closed poll (409) or one gone meanwhile: say so and show the latest.
      toast.error("Your vote was not saved", { description: messageOf(err) });
      void refreshPolls(qc);
    },
  });
}

export function useClosePoll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pollId: string) => api<Poll>("POST", `/api/polls/${pollId}/close`),
    onSuccess: (poll) => putPoll(qc, poll),
    onError: (err) => {
      toast.error("The poll was not closed", { description: messageOf(err) });
      void refreshPolls(qc);
    },
  });
}

export function useDeletePoll() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pollId: string) => api<{ ok: true }>("DELETE", `/api/polls/${pollId}`),
    onSuccess: (_ok, pollId) => {
      qc.setQueryData<PollList>(POLLS_KEY, (old) =>
        old ? { polls: old.polls.filter((p) => p.id !== pollId) } : old,
      );
      toast.success("Poll deleted");
    },
    onError: (err) => {
      toast.error("The poll was not deleted", { description: messageOf(err) });
      void refreshPolls(qc);
    },
  });
}

export function useTasks() {
  return useQuery({ queryKey: TASKS_KEY, queryFn: () => api<Timeline>("GET", "/api/timeline") });
}

export function refreshTasks(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: TASKS_KEY });
}

/** Quick complete (or reopen): the task's version guards against someone else's change meanwhile. */
export function useSetTaskDone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ task, done }: { task: TimelineTask; done: boolean }) =>
      api<TimelineTask>("PATCH", `/api/timeline/tasks/${task.id}`, {
        version: task.version,
        status: done ? "done" : "todo",
      }),
    // Shown at once; the refetch brings the server's answer (and the task's new version).
    onMutate: ({ task, done }) => {
      qc.setQueryData<Timeline>(TASKS_KEY, (old) =>
        old
          ? {
              ...old,
              tasks: old.tasks.map((t) => (t.id === task.id ? { ...t, status: done ? "done" : "todo" } : t)),
            }
          : old,
      );
    },
    onSuccess: (_task, { done }) => {
      toast.success(done ? "Task done" : "Task reopened");
      void refreshTasks(qc);
    },
    onError: (err) => {
      toast.error("The task was not updated", { description: messageOf(err) });
      void refreshTasks(qc);
    },
  });
}

export function useAddTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; dueOn: string | null; assigneeContributorId: string | null }) =>
      api<TimelineTask>("POST", "/api/timeline/tasks", input),
    onSuccess: () => {
      toast.success("Task added");
      void refreshTasks(qc);
    },
  });
}
