import { useParams, useSearchParams } from "react-router";
import { JoinPage } from "@client/features/contributors/components/join-page";

/** /join/{token}: a contributor invitation (issue #13). */
export default function JoinInvitationRoute() {
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  return <JoinPage key={token} token={token} autoAccept={params.get("accept") === "1"} />;
}
