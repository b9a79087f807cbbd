import { GuidesPage } from "@client/features/guides/components/guides-page";

/** /planning/guides and ?guide={slug}: the planning guides, public (issue #15). */
export default function PlanningGuidesRoute() {
  return <GuidesPage />;
}
