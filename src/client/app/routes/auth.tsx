import { Page } from "@client/components/layout/page";

export default function AuthPage() {
  return <Page title="Auth">{null}</Page>;
}
