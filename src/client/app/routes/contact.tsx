import { Page } from "@client/components/layout/page";

export default function ContactPage() {
  return <Page title="Contact">{null}</Page>;
}
