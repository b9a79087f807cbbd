import { ProsPage } from "@client/features/vendor-business/components/marketing/pros-page";

export default function ProsRoute() {
  return <ProsPage />;
}
