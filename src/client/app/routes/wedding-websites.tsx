import { RequireAuth } from "@client/components/layout/require-auth";
import { WebsiteBuilderPage } from "@client/features/wedding-websites/components/website-builder-page";

/** /planning/wedding-websites: the couple's wedding website builder (issue #12). */
export default function WeddingWebsitesRoute() {
  return (
    <RequireAuth kind="couple">
      <WebsiteBuilderPage />
    </RequireAuth>
  );
}
