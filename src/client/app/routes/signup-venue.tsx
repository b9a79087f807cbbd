import { Page } from "@client/components/layout/page";

export default function SignupVenuePage() {
  return <Page title="SignupVenue">{null}</Page>;
}
