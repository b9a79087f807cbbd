import { Page } from "@client/components/layout/page";

export default function PrivacyPage() {
  return <Page title="Privacy">{null}</Page>;
}
