import { JuneForPlannersPage } from "@client/features/june/components/marketing/june-for-planners-page";

export default function JuneForPlannersRoute() {
  return <JuneForPlannersPage />;
}
