import { JoinPage } from "@client/features/couple-pages/components/join-page";

/** /join: the kinds of account and where each signs up (issue #13). */
export default function JoinRoute() {
  return <JoinPage />;
}
