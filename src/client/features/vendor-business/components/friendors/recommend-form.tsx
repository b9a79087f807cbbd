import { useId, useState } from "react";
import { FRIENDOR_NOTE_MAX, type FriendorVendor } from "@shared/schemas/friendors";
import { Button } from "@client/components/ui/button";
import { TextAreaField } from "@client/components/ui/field";
import { toast } from "@client/lib/toast";
import { useRecommendVendor } from "../../api/friendors-api";

/** The note for one recommendation (new or edited); a short note is optional but makes it count. */
export function RecommendForm({
  vendor,
  initialNote,
  onDone,
}: {
  vendor: FriendorVendor;
  initialNote: string;
  onDone: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState(initialNote);
  const recommend = useRecommendVendor();
  const tooLong = note.trim().length > FRIENDOR_NOTE_MAX;
  const isEdit = initialNote !== "";

  function submit() {
    if (tooLong) return;
    recommend.mutate(
      { vendorSlug: vendor.slug, note: note.trim() },
      {
        onSuccess: () => {
          toast.success(isEdit ? "Note updated" : `You now recommend ${vendor.businessName}`, {
            description: isEdit ? undefined : "Your recommendation shows on their profile.",
          });
          onDone();
        },
      },
    );
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-rose/30 bg-blush/25 p-4 sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink">
        {isEdit ? "Edit your note for" : "Recommend"} {vendor.businessName}
      </h3>
      <TextAreaField
        label="A few words for couples (optional)"
        className="mt-3"
        rows={3}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
        autoFocus
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="What makes them great to work with?"
        error={tooLong ? `Keep your note to ${FRIENDOR_NOTE_MAX} characters.` : undefined}
        hint={`${note.trim().length} of ${FRIENDOR_NOTE_MAX} characters`}
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={recommend.isPending} disabled={tooLong}>
          {isEdit ? "Save note" : `Recommend ${vendor.businessName}`}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
