import { FoundingPage } from "@client/features/vendor-business/components/marketing/founding-page";

export default function FoundingFiftyRoute() {
  return <FoundingPage />;
}
