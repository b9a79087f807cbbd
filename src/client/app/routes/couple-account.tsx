import { Page } from "@client/components/layout/page";

export default function CoupleAccountPage() {
  return <Page title="CoupleAccount">{null}</Page>;
}
