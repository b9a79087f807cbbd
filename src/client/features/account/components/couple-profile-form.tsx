import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { z } from "zod";
import { cities } from "@shared/catalog";
import { coupleProfileSchema, type CoupleProfile } from "@shared/schemas/account";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useSaveCoupleProfile } from "../api/account-api";

const blankToNull = (v: string) => (v.trim() === "" ? null : v);
// The form edits strings; this schema turns them into the API's shape and reuses its rules and messages.
const formSchema = z.object({
  partner1Name: coupleProfileSchema.shape.partner1Name,
  partner2Name: coupleProfileSchema.shape.partner2Name,
  weddingDate: z.string().transform(blankToNull).pipe(coupleProfileSchema.shape.weddingDate),
  guestCount: z
    .string()
    .transform((v) => (v.trim() === "" ? null : Number(v)))
    .pipe(coupleProfileSchema.shape.guestCount),
  cityId: z.string().transform(blankToNull).pipe(coupleProfileSchema.shape.cityId),
});
type FormIn = z.input<typeof formSchema>;

function toForm(p: CoupleProfile | null): FormIn {
  return {
    partner1Name: p?.partner1Name ?? "",
    partner2Name: p?.partner2Name ?? "",
    weddingDate: p?.weddingDate ?? "",
    guestCount: p?.guestCount == null ? "" : String(p.guestCount),
    cityId: p?.cityId ?? "",
  };
}

export function CoupleProfileForm({ profile }: { profile: CoupleProfile | null }) {
  const save = useSaveCoupleProfile();
  const form = useAppForm<FormIn, unknown, CoupleProfile>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(profile),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toForm(saved));
      toast.success("Wedding details saved");
    } catch (err) {
      showFormError(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Partner 1"
        autoComplete="given-name"
        error={errors.partner1Name?.message}
        {...form.register("partner1Name")}
      />
      <TextField label="Partner 2" error={errors.partner2Name?.message} {...form.register("partner2Name")} />
      <TextField
        label="Wedding date"
        type="date"
        hint="Leave empty if you haven't picked one yet."
        error={errors.weddingDate?.message}
        {...form.register("weddingDate")}
      />
      <TextField
        label="Guest count"
        type="number"
        inputMode="numeric"
        min={0}
        max={5000}
        hint="Your best guess is fine."
        error={errors.guestCount?.message}
        {...form.register("guestCount")}
      />
      <SelectField
        label="City"
        error={errors.cityId?.message}
        className="sm:col-span-2"
        {...form.register("cityId")}
      >
        <option value="">Not decided yet</option>
        {cities.map((c) => (
          <option key={c.id} value={c.id}>
            {c.displayName}
          </option>
        ))}
      </SelectField>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" isLoading={isSubmitting}>
          Save details
        </Button>
        {isDirty && <span className="text-sm text-muted">You have unsaved changes.</span>}
      </div>
    </form>
  );
}
