import { useQueryClient } from "@tanstack/react-query";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { useLive } from "@client/lib/use-live";
import { refreshPolls, refreshTasks } from "../api/tasks-polls-api";
import { PollsSection } from "./polls-section";
import { TasksSection } from "./tasks-section";

/** A contributor's view of the couple's page (issue #13): whose it is and whether they may edit. */
export type HelperAccess = { coupleId: string; coupleNames: string; canEdit: boolean };

/**
 * /planning/tasks-polls (issue #15): every task of the wedding, and the couple's polls. A vote elsewhere
 * reaches this page on the live channel ("polls"); after a dropped connection everything refetches.
 */
export function TasksPollsPage({
  coupleId,
  viewerName,
  helper,
}: {
  coupleId: string;
  viewerName: string | null;
  helper?: HelperAccess | undefined;
}) {
  const qc = useQueryClient();
  useLive(
    (e) => {
      if (e.type === "polls" && e.coupleId === coupleId) void refreshPolls(qc);
      if (e.type === "access" && e.coupleId === coupleId) {
        void refreshPolls(qc);
        void refreshTasks(qc);
      }
    },
    () => {
      void refreshPolls(qc);
      void refreshTasks(qc);
    },
  );
  const canEdit = helper?.canEdit ?? true;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6">
        <h1 className="text-title text-ink">Tasks and polls</h1>
        <p className="mt-2 text-body text-muted">
          {helper
            ? `Helping ${helper.coupleNames}${canEdit ? "" : " (you can view and vote)"}.`
            : "Everything left to do, and the questions you're deciding together."}
        </p>
      </header>
      <Tabs defaultValue="tasks">
        <TabsList aria-label="Tasks and polls">
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          <TabsTrigger value="polls">Polls</TabsTrigger>
        </TabsList>
        <TabsContent value="tasks" className="mt-6">
          <TasksSection viewerName={viewerName} />
        </TabsContent>
        <TabsContent value="polls" className="mt-6">
          <PollsSection canEdit={canEdit} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
