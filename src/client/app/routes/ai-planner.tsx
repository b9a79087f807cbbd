import { MeetJunePage } from "@client/features/june/components/marketing/meet-june-page";

export default function AiPlannerRoute() {
  return <MeetJunePage />;
}
