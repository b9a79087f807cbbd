import { zodResolver } from "@hookform/resolvers/zod";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import {
  GUEST_SIDES,
  GUEST_TYPE_LABELS,
  GUEST_TYPES,
  guestInputSchema,
  type GuestEvent,
  type GuestSettings,
  type HouseholdInput,
} from "@shared/schemas/guests";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useCreateHousehold } from "../api/guests-api";
import { sideLabel } from "../utils/guest-view";
import { GuestDialog } from "./guest-dialog";
import {
  householdFormDefaults,
  HouseholdFields,
  householdFormSchema,
  type HouseholdFormIn,
} from "./household-form-fields";

const addSchema = householdFormSchema.extend({
  guests: z
    .array(
      z.object({
        name: guestInputSchema.shape.name,
        email: guestInputSchema.shape.email,
        guestType: z.enum(GUEST_TYPES),
        side: z.enum(GUEST_SIDES),
      }),
    )
    .min(1, "Add at least one guest.")
    .max(30, "At most 30 guests per household."),
});
type AddIn = z.input<typeof addSchema>;
type AddOut = z.output<typeof addSchema>;
const blankGuest = { name: "", email: "", guestType: "friend", side: "both" } as const;

/** A household with its guests and the events it is invited to; plus-ones as an allowance or named. */
export function AddHouseholdDialog({
  open,
  onClose,
  events,
  settings,
}: {
  open: boolean;
  onClose: () => void;
  events: GuestEvent[];
  settings: GuestSettings;
}) {
  return (
    <GuestDialog
      open={open}
      onClose={onClose}
      title="Add a household"
      description="One invitation and one RSVP link for everyone in it."
    >
      <AddHouseholdForm events={events} settings={settings} onDone={onClose} />
    </GuestDialog>
  );
}

function AddHouseholdForm({
  events,
  settings,
  onDone,
}: {
  events: GuestEvent[];
  settings: GuestSettings;
  onDone: () => void;
}) {
  const create = useCreateHousehold();
  const form = useAppForm<AddIn, unknown, AddOut>({
    resolver: zodResolver(addSchema),
    defaultValues: { ...householdFormDefaults(events), guests: [{ ...blankGuest }] },
  });
  const guests = useFieldArray({ control: form.control, name: "guests" });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const input: HouseholdInput = {
      ...values,
      guests: values.guests.map((g) => ({
        ...g,
        phone: "",
        mealChoice: "",
        dietaryNotes: "",
        tags: [],
        notes: "",
      })),
    };
    try {
      await create.mutateAsync(input);
      toast.success(`Added ${values.name}`);
      onDone();
    } catch (err) {
      showFormError(form, err, "The household was not added");
    }
  });
  const shared = form as unknown as UseFormReturn<HouseholdFormIn>;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      <HouseholdFields register={shared.register} errors={shared.formState.errors} events={events} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lead font-medium text-ink">Guests</legend>
        {guests.fields.map((field, i) => (
          <div
            key={field.id}
            className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2"
          >
            <TextField
              label={`Guest ${i + 1} name`}
              error={errors.guests?.[i]?.name?.message}
              {...form.register(`guests.${i}.name`)}
            />
            <TextField
              label={`Guest ${i + 1} email`}
              type="email"
              error={errors.guests?.[i]?.email?.message}
              {...form.register(`guests.${i}.email`)}
            />
            <SelectField label={`Guest ${i + 1} type`} {...form.register(`guests.${i}.guestType`)}>
              {GUEST_TYPES.map((t) => (
                <option key={t} value={t}>
                  {GUEST_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
            <SelectField label={`Guest ${i + 1} side`} {...form.register(`guests.${i}.side`)}>
              {GUEST_SIDES.map((s) => (
                <option key={s} value={s}>
                  {sideLabel(s, settings)}
                </option>
              ))}
            </SelectField>
            {guests.fields.length > 1 && (
              <Button
                variant="link"
                size="sm"
                className="justify-self-start"
                onClick={() => guests.remove(i)}
              >
                Remove guest {i + 1}
              </Button>
            )}
          </div>
        ))}
        {errors.guests?.root?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.guests.root.message}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" onClick={() => guests.append({ ...blankGuest })}>
            Add another guest
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => guests.append({ ...blankGuest, name: "", guestType: "plus_one" })}
          >
            Add a named plus-one
          </Button>
        </div>
      </fieldset>
      <div className="flex justify-end gap-3 border-t border-line pt-5">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Add household
        </Button>
      </div>
    </form>
  );
}
