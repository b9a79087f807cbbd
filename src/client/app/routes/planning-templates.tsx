import { TemplatesPage } from "@client/features/guides/components/templates-page";

/** /planning/templates: the import templates, public (issue #15). */
export default function PlanningTemplatesRoute() {
  return <TemplatesPage />;
}
