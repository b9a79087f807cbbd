import { Page } from "@client/components/layout/page";

export default function CompanyPage() {
  return <Page title="Company">{null}</Page>;
}
