import { useParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { GroupChatPage } from "@client/features/conversations/components/group-chat-page";

/** /contributor/{coupleId}/chat: the couple's group chat with its contributors (issue #13). */
export default function ContributorChatRoute() {
  const { coupleId = "" } = useParams();
  return (
    <RequireAuth>
      <GroupChatPage key={coupleId} coupleId={coupleId} />
    </RequireAuth>
  );
}
