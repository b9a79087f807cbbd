import { ContributorsGuidePage } from "@client/features/couple-pages/components/contributors-guide-page";

/** /contributors-guide: how inviting helpers and their access work, public (issue #13). */
export default function ContributorsGuideRoute() {
  return <ContributorsGuidePage />;
}
