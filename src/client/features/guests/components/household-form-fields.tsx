import { z } from "zod";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { householdInputSchema, type GuestEvent } from "@shared/schemas/guests";
import { TextAreaField, TextField } from "@client/components/ui/field";

/** The household's own fields as the form edits them (strings), turned into the API's shape. */
export const householdFormSchema = z.object({
  name: householdInputSchema.shape.name,
  email: householdInputSchema.shape.email,
  phone: householdInputSchema.shape.phone,
  address: householdInputSchema.shape.address,
  postcode: householdInputSchema.shape.postcode,
  plusOnesAllowed: z
    .string()
    .transform((v) => (v.trim() === "" ? 0 : Number(v)))
    .pipe(
      z
        .number({ error: "Enter a number." })
        .int("Enter a whole number.")
        .min(0)
        .max(20, "At most 20 plus-ones per household."),
    ),
  invitedEventIds: z.array(z.string()),
  notes: householdInputSchema.shape.notes,
});
export type HouseholdFormIn = z.input<typeof householdFormSchema>;

export function householdFormDefaults(
  events: GuestEvent[],
  h?: {
    name: string;
    email: string;
    phone: string;
    address: string;
    postcode: string;
    plusOnesAllowed: number;
    invitedEventIds: string[];
    notes: string;
  },
): HouseholdFormIn {
  return {
    name: h?.name ?? "",
    email: h?.email ?? "",
    phone: h?.phone ?? "",
    address: h?.address ?? "",
    postcode: h?.postcode ?? "",
    plusOnesAllowed: String(h?.plusOnesAllowed ?? 0),
    // A new household is invited to every event; the couple unticks the ones it is not.
    invitedEventIds: h?.invitedEventIds ?? events.map((e) => e.id),
    notes: h?.notes ?? "",
  };
}

export function HouseholdFields({
  register,
  errors,
  events,
}: {
  register: UseFormRegister<HouseholdFormIn>;
  errors: FieldErrors<HouseholdFormIn>;
  events: GuestEvent[];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Household name"
        hint="How the invitation is addressed, e.g. “The Moreau family”."
        error={errors.name?.message}
        className="sm:col-span-2"
        {...register("name")}
      />
      <TextField label="Email" type="email" error={errors.email?.message} {...register("email")} />
      <TextField label="Phone" type="tel" error={errors.phone?.message} {...register("phone")} />
      <TextField label="Address" error={errors.address?.message} {...register("address")} />
      <TextField label="Postcode" error={errors.postcode?.message} {...register("postcode")} />
      <TextField
        label="Plus-ones allowed"
        type="number"
        inputMode="numeric"
        min={0}
        max={20}
        hint="Unnamed guests they may bring; they name them when they answer."
        error={errors.plusOnesAllowed?.message}
        {...register("plusOnesAllowed")}
      />
      {events.length > 0 && (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">Invited to</legend>
          {events.map((e) => (
            <label key={e.id} className="flex items-center gap-2 text-body text-ink">
              <input
                type="checkbox"
                value={e.id}
                className="size-4 accent-rose"
                {...register("invitedEventIds")}
              />
              {e.name}
            </label>
          ))}
        </fieldset>
      )}
      <TextAreaField
        label="Notes"
        hint="Only you see these."
        className="sm:col-span-2"
        rows={2}
        error={errors.notes?.message}
        {...register("notes")}
      />
    </div>
  );
}
