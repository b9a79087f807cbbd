import { TimelinePage } from "@client/features/timeline/components/timeline-page";
import { CoupleAreaRoute } from "../compose/couple-area-route";

/** /planning/master-timeline: the couple's timeline (issue #15), or a helper's with the timeline shared. */
export default function MasterTimelineRoute() {
  return (
    <CoupleAreaRoute
      area="timeline"
      thing="this timeline"
      sharedThing="their timeline"
      couple={() => <TimelinePage />}
      helper={(h) => <TimelinePage helper={{ coupleId: h.coupleId, coupleNames: h.coupleNames }} />}
    />
  );
}
