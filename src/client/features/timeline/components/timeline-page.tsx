import { CalendarDays, Clock, Plus, Sparkles } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { useState, type FormEvent, type ReactNode } from "react";
import { TIMELINE_LIMITS, type Timeline } from "@shared/schemas/timeline";
import { Button } from "@client/components/ui/button";
import { TextField } from "@client/components/ui/field";
import { PendingState } from "@client/components/ui/pending-state";
import { PageSpinner } from "@client/components/ui/spinner";
import { ApiError } from "@client/lib/api";
import { useAddTask, useGenerate, useTimeline } from "../api/timeline-api";
import { movePosition, sectionsOf } from "../utils/timeline-sections";
import { CalendarLink } from "./calendar-link";
import { TaskRow } from "./task-row";

/** A contributor working for a couple (issue #13): whose timeline this is. */
export type TimelineHelper = { coupleId: string; coupleNames: string };

/** /planning/master-timeline (issue #15): the couple's plan, or a couple's as their helper. */
export function TimelinePage({ helper }: { helper?: TimelineHelper | undefined }) {
  const query = useTimeline();
  if (query.isPending)
    return (
      <PendingState query={query}>
        <PageSpinner />
      </PendingState>
    );
  if (query.isError && helper && query.error instanceof ApiError && query.error.status === 404)
    return (
      <Notice title="You no longer have access to this timeline">
        {helper.coupleNames} changed what they share with you. Your dashboard shows what you can open now.
      </Notice>
    );
  if (query.isError)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-title text-ink">We couldn't load the timeline</h1>
        <p className="mt-3 text-body text-muted">{query.error.message}</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <TimelineView timeline={query.data} helper={helper} />;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
      <h1 className="text-title text-ink">{title}</h1>
      <p className="mt-3 text-body text-muted">{children}</p>
      <a className="mt-6 inline-block text-rose underline underline-offset-4" href="/contributor-dashboard">
        Go to your dashboard
      </a>
    </div>
  );
}

function TimelineView({ timeline, helper }: { timeline: Timeline; helper: TimelineHelper | undefined }) {
  const generate = useGenerate();
  const sections = sectionsOf(timeline.tasks);
  const titles = new Map(timeline.tasks.map((t) => [t.id, t.title]));
  const open = timeline.tasks.filter((t) => t.status === "todo").length;
  const soon = timeline.tasks.filter((t) => t.upcoming).length;
  const overdue = timeline.tasks.filter((t) => t.overdue).length;
  const hasTasks = timeline.tasks.length > 0;

  return (
    <div className="mx-auto max-w-4xl px-5 pb-16 pt-8 sm:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-sage">
            {helper ? `Helping ${helper.coupleNames}` : "Planning"}
          </p>
          <h1 className="text-title text-ink">Master timeline</h1>
          {hasTasks && (
            <p className="mt-1 text-body text-muted">
              {open} open · {soon} in the next 30 days{overdue > 0 ? ` · ${overdue} overdue` : ""}
            </p>
          )}
        </div>
        {timeline.canEdit && hasTasks && (
          <Button variant="secondary" isLoading={generate.isPending} onClick={() => generate.mutate()}>
            <Sparkles className="size-4" aria-hidden /> Refresh the plan
          </Button>
        )}
      </header>

      {generate.isPending && (
        <p role="status" className="mb-4 rounded-2xl bg-ivory px-4 py-3 text-body text-ink">
          Building your timeline…
        </p>
      )}
      {timeline.nudge && (
        <p className="mb-4 rounded-2xl border border-gold/50 bg-ivory px-4 py-3 text-body text-ink">
          {timeline.nudge}{" "}
          {timeline.isCouple && (
            <a href="/couple-account" className="text-rose underline underline-offset-4">
              Open your account
            </a>
          )}
        </p>
      )}

      {!hasTasks ? (
        <EmptyState
          canEdit={timeline.canEdit}
          isBuilding={generate.isPending}
          onBuild={() => generate.mutate()}
        />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
          <div className="flex flex-col gap-8">
            {sections.map((section) => (
              <section key={section.key} aria-labelledby={`section-${section.key}`}>
                <h2
                  id={`section-${section.key}`}
                  className={
                    section.key === "overdue"
                      ? "mb-3 text-lg font-semibold text-red-700"
                      : "mb-3 text-lg font-semibold text-ink"
                  }
                >
                  {section.title}
                </h2>
                <ul className="flex flex-col gap-2">
                  {section.tasks.map((task, i) => (
                    <TaskRow
                      key={task.id}
                      task={task}
                      titleOf={(id) => titles.get(id)}
                      assignees={timeline.assignees}
                      canEdit={timeline.canEdit}
                      moveUp={section.key === "overdue" ? null : movePosition(section.tasks, i, "up")}
                      moveDown={section.key === "overdue" ? null : movePosition(section.tasks, i, "down")}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <aside className="flex flex-col gap-4">
            {timeline.canEdit && <AddTask />}
            {timeline.isCouple && <CalendarLink url={timeline.calendarUrl} />}
            {timeline.isCouple && (
              <Link
                to="/timeline/mobile/wedding-day"
                className="rounded-2xl border border-line bg-white p-5 text-body text-ink hover:bg-cream"
              >
                <span className="flex items-center gap-2 font-medium">
                  <Clock className="size-4" aria-hidden /> The day itself
                </span>
                <span className="mt-1 block text-small text-muted">
                  Your run sheet, minute by minute, shared with your wedding party and vendors.
                </span>
              </Link>
            )}
          </aside>
        </div>
      )}
    </div>
  );
}

function EmptyState({
  canEdit,
  isBuilding,
  onBuild,
}: {
  canEdit: boolean;
  isBuilding: boolean;
  onBuild: () => void;
}) {
  return (
    <div className="rounded-3xl border border-line bg-ivory px-6 py-12 text-center">
      <CalendarDays className="mx-auto size-10 text-sage" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-ink">No timeline yet</h2>
      <p className="mx-auto mt-2 max-w-md text-body text-muted">
        {canEdit
          ? "We build a plan from your date, guest count and what you have booked, then keep it current when your date moves."
          : "The couple hasn't built their timeline yet. It shows here once they do."}
      </p>
      {canEdit && (
        <Button className="mt-6" isLoading={isBuilding} onClick={onBuild}>
          <Sparkles className="size-4" aria-hidden /> Build my timeline
        </Button>
      )}
    </div>
  );
}

function AddTask() {
  const add = useAddTask();
  const [title, setTitle] = useState("");
  const [dueOn, setDueOn] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    add.mutate(
      { title: title.trim(), ...(dueOn ? { dueOn } : {}) },
      {
        onSuccess: () => {
          setTitle("");
          setDueOn("");
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="add-task-heading"
      className="rounded-2xl border border-line bg-white p-4"
    >
      <h2 id="add-task-heading" className="text-body font-semibold text-ink">
        Add a task
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        <TextField
          label="Task"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={TIMELINE_LIMITS.title}
          required
        />
        <TextField
          label="Due (optional)"
          type="date"
          value={dueOn}
          onChange={(e) => setDueOn(e.target.value)}
        />
        <Button type="submit" size="sm" isLoading={add.isPending}>
          <Plus className="size-4" aria-hidden /> Add task
        </Button>
      </div>
    </form>
  );
}
