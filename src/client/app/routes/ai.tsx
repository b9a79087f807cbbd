import { AiOverviewPage } from "@client/features/june/components/marketing/ai-overview-page";

export default function AiRoute() {
  return <AiOverviewPage />;
}
