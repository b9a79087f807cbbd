import { ArrowDown, ArrowUp, Check, Pencil, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { TIMELINE_LIMITS, type TimelineTask } from "@shared/schemas/timeline";
import { Button } from "@client/components/ui/button";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { cx } from "@client/components/ui/class-names";
import { useDeleteTask, usePatchTask } from "../api/timeline-api";
import { formatDue } from "../utils/timeline-sections";

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-ink disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose";

type Props = {
  task: TimelineTask;
  titleOf: (id: string) => string | undefined;
  assignees: { id: string; name: string }[];
  canEdit: boolean;
  moveUp: number | null;
  moveDown: number | null;
};

/** One task: check off, edit inline, move, assign, delete. */
export function TaskRow({ task, titleOf, assignees, canEdit, moveUp, moveDown }: Props) {
  const patch = usePatchTask();
  const remove = useDeleteTask();
  const [isEditing, setIsEditing] = useState(false);
  const done = task.status === "done";
  const after = task.dependsOn.map(titleOf).filter((t): t is string => Boolean(t));
  const send = (p: Omit<Parameters<typeof patch.mutate>[0]["patch"], "version">) =>
    patch.mutate({ id: task.id, patch: { version: task.version, ...p } });

  return (
    <li
      className={cx(
        "rounded-2xl border bg-white px-4 py-3 shadow-xs",
        task.overdue ? "border-red-300" : task.upcoming ? "border-gold/60" : "border-line",
      )}
      data-testid="timeline-task"
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-sage"
          checked={done}
          disabled={!canEdit || patch.isPending}
          onChange={() => send({ status: done ? "todo" : "done" })}
          aria-label={done ? `Mark "${task.title}" as not done` : `Mark "${task.title}" as done`}
        />
        <div className="min-w-0 flex-1">
          <p className={cx("text-body font-medium text-ink", done && "text-muted line-through")}>
            {task.title}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
            {task.dueOn ? (
              <span className={cx(task.overdue && "font-medium text-red-700")}>
                {task.overdue ? "Overdue · " : ""}
                {formatDue(task.dueOn)}
                {task.pinned ? " (set by hand)" : ""}
              </span>
            ) : (
              <span>No date yet</span>
            )}
            {task.upcoming && !task.overdue && <span className="text-gold-dark">Next 30 days</span>}
            <span>{task.assigneeName ? `For ${task.assigneeName}` : "For the couple"}</span>
            {done && task.completedByName && <span>Done by {task.completedByName}</span>}
          </p>
          {after.length > 0 && <p className="mt-1 text-sm text-muted">After: {after.join(", ")}</p>}
          {task.notes && !isEditing && <p className="mt-1 text-sm text-ink/80">{task.notes}</p>}
        </div>
        {canEdit && !isEditing && (
          <div className="flex shrink-0 items-center">
            <button
              type="button"
              className={iconButton}
              disabled={moveUp === null || patch.isPending}
              onClick={() => moveUp !== null && send({ position: moveUp })}
              aria-label={`Move "${task.title}" up`}
            >
              <ArrowUp className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className={iconButton}
              disabled={moveDown === null || patch.isPending}
              onClick={() => moveDown !== null && send({ position: moveDown })}
              aria-label={`Move "${task.title}" down`}
            >
              <ArrowDown className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className={iconButton}
              onClick={() => setIsEditing(true)}
              aria-label={`Edit "${task.title}"`}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
      {canEdit && isEditing && (
        <EditTask
          task={task}
          assignees={assignees}
          isSaving={patch.isPending}
          onCancel={() => setIsEditing(false)}
          onSave={(p) =>
            patch.mutate(
              { id: task.id, patch: { version: task.version, ...p } },
              { onSuccess: () => setIsEditing(false) },
            )
          }
          onDelete={() => remove.mutate({ id: task.id, version: task.version })}
        />
      )}
    </li>
  );
}

function EditTask({
  task,
  assignees,
  isSaving,
  onCancel,
  onSave,
  onDelete,
}: {
  task: TimelineTask;
  assignees: { id: string; name: string }[];
  isSaving: boolean;
  onCancel: () => void;
  onSave: (p: {
    title: string;
    notes: string;
    dueOn?: string;
    unpin?: true;
    assigneeContributorId: string | null;
  }) => void;
  onDelete: () => void;
}) {
  const [title, setTitle] = useState(task.title);
  const [notes, setNotes] = useState(task.notes);
  const [dueOn, setDueOn] = useState(task.dueOn ?? "");
  const [assignee, setAssignee] = useState(task.assigneeContributorId ?? "");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const dateChanged = dueOn !== (task.dueOn ?? "") && dueOn !== "";
    onSave({
      title: title.trim(),
      notes,
      assigneeContributorId: assignee || null,
      ...(dateChanged ? { dueOn } : {}),
    });
  };
  return (
    <form onSubmit={submit} className="mt-3 grid gap-3 border-t border-line pt-3 sm:grid-cols-2">
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={TIMELINE_LIMITS.title}
        required
        className="sm:col-span-2"
      />
      <TextField label="Due" type="date" value={dueOn} onChange={(e) => setDueOn(e.target.value)} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`assignee-${task.id}`} className="text-sm font-medium text-ink">
          Who does it
        </label>
        <select
          id={`assignee-${task.id}`}
          className="h-12 rounded-xl border border-line bg-white px-4 text-body text-ink"
          value={assignee}
          onChange={(e) => setAssignee(e.target.value)}
        >
          <option value="">The couple</option>
          {assignees.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label="Notes"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        maxLength={TIMELINE_LIMITS.notes}
        rows={2}
        className="sm:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
        <Button type="submit" size="sm" isLoading={isSaving}>
          <Check className="size-4" aria-hidden /> Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        {task.pinned && task.offsetDays !== null && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onSave({ title, notes, unpin: true, assigneeContributorId: assignee || null })}
          >
            Use the plan's date
          </Button>
        )}
        <Button variant="ghost" size="sm" className="ml-auto text-red-700" onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden /> Delete
        </Button>
      </div>
    </form>
  );
}
