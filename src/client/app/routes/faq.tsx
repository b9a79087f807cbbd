import { Page } from "@client/components/layout/page";

export default function FaqPage() {
  return <Page title="Faq">{null}</Page>;
}
