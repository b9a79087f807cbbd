import { Page } from "@client/components/layout/page";

export default function ResetPasswordPage() {
  return <Page title="ResetPassword">{null}</Page>;
}
