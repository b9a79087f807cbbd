import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import type { z } from "zod";
import {
  contributorRoleLabels,
  contributorRoles,
  inviteContributorSchema,
} from "@shared/schemas/collaboration";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useInviteFamily } from "../api/budget-sharing-api";
import { inputOf, type SharingChoice } from "../utils/sharing-choice";
import { AccessPicker } from "./access-picker";

const personSchema = inviteContributorSchema.pick({ email: true, name: true, role: true });
type Person = z.infer<typeof personSchema>;
const empty: Person = { email: "", name: "", role: "parent" };

/**
 * Invite a family member with budget access: the contributor invitation (they get the usual email and
 * their own account), then their categories. Other areas stay as they are on /contributor-access.
 */
export function InviteFamilyForm({ categories }: { categories: readonly { id: string; name: string }[] }) {
  const invite = useInviteFamily();
  const form = useAppForm<Person>({ resolver: zodResolver(personSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;
  const [choice, setChoice] = useState<SharingChoice>(
    categories.length > 0 ? { mode: "categories", levels: {} } : { mode: "whole", level: "view" },
  );
  const [choiceError, setChoiceError] = useState<string>();

  const onSubmit = form.handleSubmit(async (person) => {
    const sharing = inputOf(choice);
    if ("error" in sharing) {
      setChoiceError(sharing.error);
      return;
    }
    try {
      await invite.mutateAsync({
        invite: { ...person, areas: sharing.level === "none" ? {} : { budget: sharing.level } },
        sharing,
      });
      toast.success(`Invitation sent to ${person.email}`);
      form.reset(empty);
      setChoice(
        categories.length > 0 ? { mode: "categories", levels: {} } : { mode: "whole", level: "view" },
      );
    } catch (err) {
      showFormError(form, err, "The invitation could not be completed");
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="invite-family-title"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-white p-5 sm:p-6"
    >
      <div>
        <h2 id="invite-family-title" className="text-title-sm text-ink">
          Invite a family member
        </h2>
        <p className="mt-1 text-body text-muted">
          They get an email with a link to create their account, and see only what you choose here.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register("email")}
        />
      </div>
      <SelectField label="Role" error={errors.role?.message} {...form.register("role")}>
        {contributorRoles.map((r) => (
          <option key={r} value={r}>
            {contributorRoleLabels[r]}
          </option>
        ))}
      </SelectField>
      <AccessPicker
        categories={categories}
        value={choice}
        error={choiceError}
        onChange={(next) => {
          setChoice(next);
          setChoiceError(undefined);
        }}
      />
      <Button type="submit" isLoading={isSubmitting} className="self-start">
        Send invitation
      </Button>
    </form>
  );
}
