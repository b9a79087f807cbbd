import { Page } from "@client/components/layout/page";
import { HelpTopics } from "@client/features/content/components/help/help-topics";
import { StillNeedHelp } from "@client/features/content/components/help/still-need-help";

export default function HelpPage() {
  return (
    <Page
      eyebrow="Help center"
      title="How can we help?"
      width="wide"
      intro={
        <p className="max-w-2xl">
          Quick answers for couples, contributors, venue owners and vendors — and a real person when you need
          one.
        </p>
      }
    >
      <HelpTopics />
      <StillNeedHelp />
    </Page>
  );
}
