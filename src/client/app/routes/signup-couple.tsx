import { Page } from "@client/components/layout/page";

export default function SignupCouplePage() {
  return <Page title="SignupCouple">{null}</Page>;
}
