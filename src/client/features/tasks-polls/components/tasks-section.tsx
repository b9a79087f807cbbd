import { useId, useMemo, useState, type FormEvent } from "react";
import type { Timeline } from "@shared/schemas/timeline";
import { Button } from "@client/components/ui/button";
import { useAddTask, useSetTaskDone, useTasks } from "../api/tasks-polls-api";
import {
  bucketOf,
  dueBucketLabels,
  dueBuckets,
  filterTasks,
  sortByDue,
  type AssigneeFilter,
  type DueBucket,
} from "../utils/task-filters";

const select =
  "h-11 rounded-xl border border-line bg-white px-3 text-body text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20";
const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const formatDay = (d: string) => dayFormat.format(new Date(`${d}T00:00:00Z`));

/** Every task of the wedding (the timeline's and ad hoc ones), filtered, by due date, with quick complete. */
export function TasksSection({ viewerName }: { viewerName: string | null }) {
  const query = useTasks();
  if (query.isPending) return <p className="py-10 text-center text-body text-muted">Loading tasks…</p>;
  if (query.isError)
    return (
      <div role="alert" className="py-10 text-center">
        <p className="text-body text-ink">We couldn't load the tasks.</p>
        <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <TaskList timeline={query.data} viewerName={viewerName} />;
}

function TaskList({ timeline, viewerName }: { timeline: Timeline; viewerName: string | null }) {
  const [assignee, setAssignee] = useState<AssigneeFilter>("all");
  const [due, setDue] = useState<DueBucket>("all");
  const setDone = useSetTaskDone();
  const assigneeId = useId();
  const dueId = useId();
  const shown = useMemo(
    () => sortByDue(filterTasks(timeline.tasks, { assignee, due, today: timeline.today })),
    [timeline, assignee, due],
  );
  // "Me": the couple's own tasks for the couple; for a helper, the assignee with their name.
  const assigneeChoices = [
    { value: "all", label: "Everyone" },
    { value: "couple", label: timeline.isCouple ? "Me (the couple)" : "The couple" },
    ...timeline.assignees.map((a) => ({
      value: a.id,
      label: !timeline.isCouple && a.name === viewerName ? `Me (${a.name})` : a.name,
    })),
  ];

  return (
    <section aria-labelledby="tasks-heading" className="flex flex-col gap-4">
      <h2 id="tasks-heading" className="sr-only">
        Tasks
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={assigneeId} className="text-sm font-medium text-ink">
            Assigned to
          </label>
          <select
            id={assigneeId}
            className={select}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          >
            {assigneeChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={dueId} className="text-sm font-medium text-ink">
            Due
          </label>
          <select
            id={dueId}
            className={select}
            value={due}
            onChange={(e) => setDue(e.target.value as DueBucket)}
          >
            {dueBuckets.map((b) => (
              <option key={b} value={b}>
                {dueBucketLabels[b]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {timeline.canEdit && <AddTaskForm timeline={timeline} />}
      {timeline.tasks.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line px-6 py-10 text-center text-body text-muted">
          No tasks yet. {timeline.canEdit ? "Add one above, or build your timeline to get a plan." : ""}
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-3xl border border-dashed border-line px-6 py-10 text-center text-body text-muted">
          No tasks match these filters.
        </p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line rounded-3xl border border-line bg-white/80"
          aria-label="Tasks"
        >
          {shown.map((t) => {
            const bucket = bucketOf(t, timeline.today);
            return (
              <li key={t.id} className="flex items-start gap-3 px-4 py-3 sm:px-5" data-testid="task">
                <input
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-sage"
                  checked={t.status === "done"}
                  disabled={!timeline.canEdit || setDone.isPending}
                  aria-label={t.status === "done" ? `Mark "${t.title}" not done` : `Mark "${t.title}" done`}
                  onChange={(e) => setDone.mutate({ task: t, done: e.target.checked })}
                />
                <div className="min-w-0 flex-1">
                  <p className={`text-body ${t.status === "done" ? "text-muted line-through" : "text-ink"}`}>
                    {t.title}
                  </p>
                  <p className="text-small text-muted">
                    {t.assigneeName ?? "The couple"}
                    {" · "}
                    {t.dueOn ? (
                      <span className={bucket === "overdue" ? "font-medium text-red-700" : undefined}>
                        {bucket === "overdue" ? "Overdue since " : "Due "}
                        {formatDay(t.dueOn)}
                      </span>
                    ) : (
                      "No date"
                    )}
                    {t.source === "custom" ? " · Added by hand" : ""}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function AddTaskForm({ timeline }: { timeline: Timeline }) {
  const [title, setTitle] = useState("");
  const [dueOn, setDueOn] = useState("");
  const [assignee, setAssignee] = useState("couple");
  const [error, setError] = useState<string | null>(null);
  const add = useAddTask();
  const titleId = useId();
  const dueId = useId();
  const whoId = useId();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (title.trim() === "") return setError("Give the task a title.");
    try {
      await add.mutateAsync({
        title: title.trim(),
        dueOn: dueOn || null,
        assigneeContributorId: assignee === "couple" ? null : assignee,
      });
      setTitle("");
      setDueOn("");
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : "The task was not added.");
    }
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-3xl bg-cream/60 p-4"
      aria-label="Add a task"
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1.5">
        <label htmlFor={titleId} className="text-sm font-medium text-ink">
          New task
        </label>
        <input
          id={titleId}
          className={select}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${titleId}-error` : undefined}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={dueId} className="text-sm font-medium text-ink">
          Due (optional)
        </label>
        <input
          id={dueId}
          type="date"
          className={select}
          value={dueOn}
          onChange={(e) => setDueOn(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={whoId} className="text-sm font-medium text-ink">
          For
        </label>
        <select id={whoId} className={select} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
          <option value="couple">The couple</option>
          {timeline.assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" isLoading={add.isPending}>
        Add task
      </Button>
      {error && (
        <p id={`${titleId}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
