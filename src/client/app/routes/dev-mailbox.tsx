import { Page } from "@client/components/layout/page";

export default function DevMailboxPage() {
  return <Page title="DevMailbox">{null}</Page>;
}
