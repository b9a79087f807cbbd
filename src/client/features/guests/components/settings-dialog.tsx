import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { guestSettingsInputSchema, type GuestSettings } from "@shared/schemas/guests";
import { Button } from "@client/components/ui/button";
import { TextAreaField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { useSaveSettings } from "../api/guests-api";
import { GuestDialog } from "./guest-dialog";

const settingsFormSchema = z.object({
  rsvpDeadline: z
    .string()
    .transform((v) => (v === "" ? null : v))
    .pipe(guestSettingsInputSchema.shape.rsvpDeadline),
  // One meal per line: the couple types them as a list.
  mealOptions: z
    .string()
    .transform((v) =>
      v
        .split("\n")
        .map((m) => m.trim())
        .filter(Boolean),
    )
    .pipe(guestSettingsInputSchema.shape.mealOptions),
  contactNote: guestSettingsInputSchema.shape.contactNote,
  registrationOpen: z.boolean(),
});
type SettingsIn = z.input<typeof settingsFormSchema>;

export function SettingsDialog({
  open,
  onClose,
  settings,
}: {
  open: boolean;
  onClose: () => void;
  settings: GuestSettings;
}) {
  return (
    <GuestDialog open={open} onClose={onClose} title="RSVP settings">
      <SettingsForm settings={settings} onDone={onClose} />
    </GuestDialog>
  );
}

function SettingsForm({ settings, onDone }: { settings: GuestSettings; onDone: () => void }) {
  const save = useSaveSettings();
  const form = useAppForm<SettingsIn, unknown, z.output<typeof settingsFormSchema>>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: {
      rsvpDeadline: settings.rsvpDeadline ?? "",
      mealOptions: settings.mealOptions.join("\n"),
      contactNote: settings.contactNote,
      registrationOpen: settings.registrationOpen,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success("Settings saved");
      onDone();
    } catch (err) {
      showFormError(form, err, "The settings were not saved");
    }
  });
  const registrationUrl = settings.registrationCode
    ? `${window.location.origin}/guest-registration/${settings.registrationCode}`
    : null;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <TextField
        label="RSVP deadline"
        type="date"
        hint="After this day guests see their answers but cannot change them."
        error={errors.rsvpDeadline?.message}
        {...form.register("rsvpDeadline")}
      />
      <TextAreaField
        label="Meal options"
        hint="One per line, e.g. Chicken, Fish, Vegetarian. Asked at events that ask for a meal."
        rows={4}
        error={errors.mealOptions?.message}
        {...form.register("mealOptions")}
      />
      <TextAreaField
        label="How guests can reach you"
        hint="Shown on the RSVP page, also after the deadline."
        rows={2}
        error={errors.contactNote?.message}
        {...form.register("contactNote")}
      />
      <div className="rounded-2xl border border-line bg-white p-4">
        <label className="flex items-center gap-2 text-body font-medium text-ink">
          <input type="checkbox" className="size-4 accent-rose" {...form.register("registrationOpen")} />
          Let guests register themselves
        </label>
        <p className="mt-1 text-small text-muted">
          People fill in their details with your link; they wait in “To review” until you approve them.
        </p>
        {registrationUrl && settings.registrationOpen && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-small">
            <span className="break-all text-ink">{registrationUrl}</span>
            <Button
              size="sm"
              variant="link"
              onClick={() =>
                void navigator.clipboard.writeText(registrationUrl).then(
                  () => toast.success("Registration link copied"),
                  () => toast.error("Could not copy; select the link and copy it by hand."),
                )
              }
            >
              Copy link
            </Button>
          </p>
        )}
      </div>
      <div className="flex justify-end gap-3 border-t border-line pt-5">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
