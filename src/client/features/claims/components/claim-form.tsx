import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { claimInputSchema, type ClaimableListing, type ClaimInput } from "@shared/schemas/claims";
import { Button } from "@client/components/ui/button";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { ApiError, messageOf } from "@client/lib/api";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useSubmitClaim } from "../api/claims-api";

const roles = ["Owner", "Co-owner", "General manager", "Events manager", "Marketing"];

/** Step 2 for the right kind of account: role, phone and how to verify. Same schema as the server. */
export function ClaimForm({
  listing,
  onSubmitted,
}: {
  listing: ClaimableListing;
  onSubmitted: (listing: ClaimableListing) => void;
}) {
  const form = useAppForm<ClaimInput>({
    resolver: zodResolver(claimInputSchema),
    defaultValues: { listingKind: listing.kind, slug: listing.slug, role: "", phone: "", proof: "" },
  });
  const { register, handleSubmit, formState, watch } = form;
  const { errors } = formState;
  const mutation = useSubmitClaim();
  const proofLength = watch("proof").trim().length;
  // The server's message shows below the form unless it is already on the inputs it is about.
  const hasFieldErrors = Object.keys(errors).length > 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ ...values, listingKind: listing.kind, slug: listing.slug });
      toast.success("Claim received", { description: "We'll review it within 2 business days." });
      onSubmitted(listing);
    } catch (err) {
      const title =
        err instanceof ApiError && err.code === "CONFLICT" ? "We couldn't file this claim" : "Claim not sent";
      showFormError(form, err, title);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Claim ${listing.name}`}>
      <fieldset disabled={mutation.isPending} className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your role"
          list="claim-roles"
          autoComplete="organization-title"
          placeholder="Owner, Manager, Marketing…"
          error={errors.role?.message}
          {...register("role")}
        />
        <datalist id="claim-roles">
          {roles.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        <TextField
          label="Phone we can call to verify"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(216) 555-0142"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextAreaField
          label="How can we verify that you run it?"
          rows={5}
          className="sm:col-span-2"
          hint={`For example: your email is on the business's domain, you can add a line to the website, you manage its Instagram, or a licence number. ${proofLength}/2000`}
          error={errors.proof?.message}
          {...register("proof")}
        />
      </fieldset>
      {mutation.isError && !hasFieldErrors && (
        <p role="alert" className="mt-5 rounded-2xl bg-blush/50 px-4 py-3 text-sm text-ink">
          {messageOf(mutation.error)}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Nothing on the listing changes until a person approves your claim.
        </p>
        <Button type="submit" size="lg" isLoading={mutation.isPending} className="w-full shrink-0 sm:w-auto">
          {mutation.isPending ? "Sending…" : "Submit claim"}
        </Button>
      </div>
    </form>
  );
}
