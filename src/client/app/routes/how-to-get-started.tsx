import { Page } from "@client/components/layout/page";

export default function HowToGetStartedPage() {
  return <Page title="HowToGetStarted">{null}</Page>;
}
