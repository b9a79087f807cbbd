import { Page } from "@client/components/layout/page";

export default function HelpPage() {
  return <Page title="Help">{null}</Page>;
}
