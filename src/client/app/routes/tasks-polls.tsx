import { TasksPollsPage } from "@client/features/tasks-polls/components/tasks-polls-page";
import { CoupleAreaRoute } from "../compose/couple-area-route";

/** /planning/tasks-polls: the wedding's task list and polls (issue #15), for the couple and their helpers. */
export default function TasksPollsRoute() {
  return (
    <CoupleAreaRoute
      area="timeline"
      thing="these tasks and polls"
      sharedThing="their timeline"
      couple={(me) => <TasksPollsPage coupleId={me.id} viewerName={me.name || null} />}
      helper={(h) => (
        <TasksPollsPage
          coupleId={h.coupleId}
          viewerName={h.viewerName}
          helper={{ coupleId: h.coupleId, coupleNames: h.coupleNames, canEdit: h.level === "edit" }}
        />
      )}
    />
  );
}
