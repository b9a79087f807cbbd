import { WebsitesGuidePage } from "@client/features/wedding-websites/components/websites-guide-page";

export default function WeddingWebsitesGuideRoute() {
  return <WebsitesGuidePage />;
}
