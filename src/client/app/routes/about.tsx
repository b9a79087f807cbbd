import { Page } from "@client/components/layout/page";

export default function AboutPage() {
  return <Page title="About">{null}</Page>;
}
