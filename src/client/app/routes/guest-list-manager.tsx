import { RequireAuth } from "@client/components/layout/require-auth";
import { GuestListPage } from "@client/features/guests/components/guest-list-page";

/** /planning/guest-list-manager: the couple's guest list, RSVPs and imports (issue #12). */
export default function GuestListManagerRoute() {
  return (
    <RequireAuth kind="couple">
      <GuestListPage />
    </RequireAuth>
  );
}
