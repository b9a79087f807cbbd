import { Page } from "@client/components/layout/page";

export default function TermsPage() {
  return <Page title="Terms">{null}</Page>;
}
