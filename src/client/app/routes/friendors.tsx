import { FriendorsPage } from "@client/features/vendor-business/components/friendors/friendors-page";

export default function FriendorsRoute() {
  return <FriendorsPage />;
}
