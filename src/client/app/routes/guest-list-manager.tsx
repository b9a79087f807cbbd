import { GuestListPage } from "@client/features/guests/components/guest-list-page";
import { CoupleAreaRoute } from "../compose/couple-area-route";

/** /planning/guest-list-manager: the couple's guest list (issue #12), editable by helpers with "edit". */
export default function GuestListManagerRoute() {
  return (
    <CoupleAreaRoute
      area="guests"
      thing="this guest list"
      sharedThing="their guest list"
      couple={() => <GuestListPage />}
      helper={(h) => (
        <GuestListPage
          helper={{ coupleId: h.coupleId, coupleNames: h.coupleNames, canEdit: h.level === "edit" }}
        />
      )}
    />
  );
}
