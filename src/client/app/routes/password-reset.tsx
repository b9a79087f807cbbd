import { Page } from "@client/components/layout/page";

export default function PasswordResetPage() {
  return <Page title="PasswordReset">{null}</Page>;
}
