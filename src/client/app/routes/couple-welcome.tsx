import { Page } from "@client/components/layout/page";

export default function CoupleWelcomePage() {
  return <Page title="CoupleWelcome">{null}</Page>;
}
