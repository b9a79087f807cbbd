import { Page } from "@client/components/layout/page";

export default function HomePage() {
  return <Page title="Home">{null}</Page>;
}
