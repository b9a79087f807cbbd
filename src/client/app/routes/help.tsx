import { Page } from "@client/components/layout/page";
import { HelpTopics } from "@client/features/content/components/help/help-topics";
import { StillNeedHelp } from "@client/features/content/components/help/still-need-help";
import { HelpArticles } from "@client/features/help-center/components/help-articles";
import { MyTickets } from "@client/features/help-center/components/my-tickets";
import { Markdown } from "@client/features/june/components/markdown";
import { useSession } from "@client/lib/session";

/** /help: the help centre (searchable articles, topics) and, signed in, the person's own tickets (issue #17). */
export default function HelpPage() {
  const { status } = useSession();
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
      {status === "signed-in" && <MyTickets />}
      <HelpArticles renderBody={(markdown) => <Markdown text={markdown} />} />
      <HelpTopics />
      <StillNeedHelp />
    </Page>
  );
}
