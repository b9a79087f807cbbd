import { zodResolver } from "@hookform/resolvers/zod";
import {
  contributorRoleLabels,
  contributorRoles,
  coupleAreas,
  inviteContributorSchema,
  type ContributorAreas,
  type InviteContributor,
} from "@shared/schemas/collaboration";
import type { z } from "zod";
import { areasFromChoices, choiceOf } from "@shared/rules/contributor-areas";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useInvite } from "../api/contributors-api";
import { AreaScopeControl } from "./area-scope-control";

const empty: InviteContributor = { email: "", name: "", role: "parent", areas: { guests: "view" } };

/** Invite a helper: who, in what role, and each area's level (guests "view" to start, the common case). */
export function InviteForm() {
  const invite = useInvite();
  const form = useAppForm<z.input<typeof inviteContributorSchema>, unknown, InviteContributor>({
    resolver: zodResolver(inviteContributorSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  // The areas schema is typed by its output only (shared/schemas/collaboration.ts).
  const areas = form.watch("areas") as ContributorAreas;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success(`Invitation sent to ${values.email}`);
      form.reset(empty);
    } catch (err) {
      showFormError(form, err);
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="invite-title"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="invite-title" className="text-title text-ink">
        Invite a contributor
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          label="Name"
          hint="Optional"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register("name")}
        />
      </div>
      <SelectField label="Role" error={errors.role?.message} {...form.register("role")}>
        {contributorRoles.map((r) => (
          <option key={r} value={r}>
            {contributorRoleLabels[r]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-3">
        <p className="text-small font-medium text-ink">What they can see and change</p>
        {coupleAreas.map((area) => (
          <AreaScopeControl
            key={area}
            area={area}
            value={choiceOf(areas, area)}
            onChange={(choice) =>
              form.setValue("areas", areasFromChoices({ ...areas, [area]: choice }), { shouldDirty: true })
            }
          />
        ))}
      </div>
      <Button type="submit" isLoading={isSubmitting} className="self-start">
        Send invitation
      </Button>
    </form>
  );
}
