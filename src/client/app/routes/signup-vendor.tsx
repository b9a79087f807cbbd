import { Page } from "@client/components/layout/page";

export default function SignupVendorPage() {
  return <Page title="SignupVendor">{null}</Page>;
}
