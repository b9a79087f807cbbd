import { ListChecks } from "lucide-react";
import type { CoupleDashboard } from "@shared/schemas/couple-dashboard";
import { shortDate } from "../utils/format";
import { DashboardCard, EmptyInvite } from "./dashboard-card";

/** The next open tasks of the master timeline (issue #15), soonest first. */
export function NextTasksCard({ tasks }: { tasks: CoupleDashboard["tasks"] }) {
  if (tasks.length === 0) {
    return (
      <DashboardCard id="dash-tasks" icon={ListChecks} title="Next tasks">
        <EmptyInvite
          text="Build your timeline: every task from now to the big day, each with its due date."
          to="/planning/master-timeline"
          label="Build your timeline"
        />
      </DashboardCard>
    );
  }
  return (
    <DashboardCard
      id="dash-tasks"
      icon={ListChecks}
      title="Next tasks"
      action={{ to: "/planning/master-timeline", label: "Open the timeline" }}
    >
      <ul className="divide-y divide-line">
        {tasks.map((task) => (
          <li key={task.id} className="flex items-baseline justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <span className="min-w-0 text-body text-ink">{task.title}</span>
            <span className={`shrink-0 text-small ${task.overdue ? "font-medium text-rose" : "text-muted"}`}>
              {task.dueOn === null
                ? "No date"
                : task.overdue
                  ? `Overdue · ${shortDate(task.dueOn)}`
                  : `Due ${shortDate(task.dueOn)}`}
            </span>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
