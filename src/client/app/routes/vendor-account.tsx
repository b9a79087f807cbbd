import { Page } from "@client/components/layout/page";

export default function VendorAccountPage() {
  return <Page title="VendorAccount">{null}</Page>;
}
