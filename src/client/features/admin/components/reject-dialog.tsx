import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { rejectClaimSchema, type AdminClaim, type RejectClaimInput } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { TextAreaField } from "@client/components/ui/field";
import { Modal } from "@client/components/ui/modal";

/** Asks for the note the claimant will read; the native dialog traps focus and closes on Escape. */
export function RejectDialog({
  claim,
  isPending,
  onCancel,
  onReject,
}: {
  claim: AdminClaim | null;
  isPending: boolean;
  onCancel: () => void;
  onReject: (note: string) => void;
}) {
  return (
    <Modal
      open={claim !== null}
      onClose={onCancel}
      labelledBy="reject-title"
      describedBy="reject-desc"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 text-ink shadow-xl"
    >
      {claim && <RejectForm claim={claim} isPending={isPending} onCancel={onCancel} onReject={onReject} />}
    </Modal>
  );
}

function RejectForm({
  claim,
  isPending,
  onCancel,
  onReject,
}: {
  claim: AdminClaim;
  isPending: boolean;
  onCancel: () => void;
  onReject: (note: string) => void;
}) {
  const form = useAppForm<RejectClaimInput>({
    resolver: zodResolver(rejectClaimSchema),
    defaultValues: { note: "" },
  });
  const onSubmit = form.handleSubmit((v) => onReject(v.note));
  return (
    <form onSubmit={onSubmit} noValidate className="p-6 sm:p-8">
      <h2 id="reject-title" className="text-3xl text-ink">
        Reject this claim?
      </h2>
      <p id="reject-desc" className="mt-2 text-body text-muted">
        {claim.claimant.name} asked to manage {claim.listing.name}. They'll get an email with your note, and
        see it with their claims.
      </p>
      <TextAreaField
        label="Note to the claimant"
        rows={4}
        className="mt-5"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
        autoFocus
        placeholder="e.g. We couldn't reach you at the number you gave. Reply with a business email and we'll look again."
        error={form.formState.errors.note?.message}
        {...form.register("note")}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isPending}>
          Reject claim
        </Button>
      </div>
    </form>
  );
}
