import { GettingStartedPage } from "@client/features/guides/components/getting-started-page";

/** /planning/getting-started: the first steps, public (issue #15). */
export default function GettingStartedRoute() {
  return <GettingStartedPage />;
}
