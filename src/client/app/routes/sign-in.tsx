import { Page } from "@client/components/layout/page";

export default function SignInPage() {
  return <Page title="SignIn">{null}</Page>;
}
