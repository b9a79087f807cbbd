import { useSearchParams } from "react-router";
import { RequireAuth } from "@client/components/layout/require-auth";
import { VenueEditor } from "@client/features/venue-owners/components/venue-editor";

/** /add-venue adds a venue; /add-venue?edit={id} edits one of the owner's venues. */
export default function AddVenuePage() {
  const [params] = useSearchParams();
  const editId = params.get("edit");
  return (
    <RequireAuth kind="venue_owner">
      <VenueEditor key={editId ?? "new"} editId={editId} />
    </RequireAuth>
  );
}
