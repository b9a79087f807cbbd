import { Page } from "@client/components/layout/page";

export default function ComingSoonPage() {
  return <Page title="ComingSoon">{null}</Page>;
}
