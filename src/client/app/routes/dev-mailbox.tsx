import { DevMailbox } from "@client/features/mailbox/components/dev-mailbox";

export default function DevMailboxPage() {
  return <DevMailbox />;
}
