import { zodResolver } from "@hookform/resolvers/zod";
import { useAppForm } from "@client/lib/use-app-form";
import { z } from "zod";
import { cities } from "@shared/catalog";
import { juneIntakeSchema, type JuneIntake } from "@shared/schemas/june-intake";
import { Button } from "@client/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@client/components/ui/field";

const blankToNull = (v: string) => (v.trim() === "" ? null : v);
const numberOrNull = (v: string) => (v.trim() === "" ? null : Number(v.replace(/[$,\s]/g, "")));
// The form edits strings; this schema turns them into the API's shape and reuses its rules and messages.
const formSchema = z.object({
  partner1Name: juneIntakeSchema.shape.partner1Name,
  partner2Name: juneIntakeSchema.shape.partner2Name,
  weddingDate: z.string().transform(blankToNull).pipe(juneIntakeSchema.shape.weddingDate),
  cityId: z.string().transform(blankToNull).pipe(juneIntakeSchema.shape.cityId),
  guestCount: z.string().transform(numberOrNull).pipe(juneIntakeSchema.shape.guestCount),
  totalBudget: z.string().transform(numberOrNull).pipe(juneIntakeSchema.shape.totalBudget),
  weddingStyle: juneIntakeSchema.shape.weddingStyle,
});
type FormIn = z.input<typeof formSchema>;

const toForm = (d: JuneIntake): FormIn => ({
  partner1Name: d.partner1Name,
  partner2Name: d.partner2Name,
  weddingDate: d.weddingDate ?? "",
  cityId: d.cityId ?? "",
  guestCount: d.guestCount === null ? "" : String(d.guestCount),
  totalBudget: d.totalBudget === null ? "" : String(d.totalBudget),
  weddingStyle: d.weddingStyle,
});

/** The answers June collected, editable; nothing is saved until "Save to my profile". */
export function IntakeReview({
  draft,
  isSaving,
  onSave,
  onRestart,
}: {
  draft: JuneIntake;
  isSaving: boolean;
  onSave: (values: JuneIntake) => void;
  onRestart: () => void;
}) {
  const form = useAppForm<FormIn, unknown, JuneIntake>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(draft),
  });
  const { errors } = form.formState;
  return (
    <section
      aria-labelledby="intake-review-title"
      className="rounded-3xl border border-line bg-white p-5 sm:p-8"
    >
      <h2 id="intake-review-title" className="font-serif text-3xl text-ink">
        Here's what I heard
      </h2>
      <p className="mt-1 text-muted">
        Check the details and fix anything I got wrong. Nothing is saved until you press “Save to my profile”.
      </p>
      <form
        onSubmit={(e) => void form.handleSubmit(onSave)(e)}
        noValidate
        className="mt-6 grid gap-5 sm:grid-cols-2"
      >
        <TextField
          label="Partner 1"
          error={errors.partner1Name?.message}
          {...form.register("partner1Name")}
        />
        <TextField
          label="Partner 2"
          error={errors.partner2Name?.message}
          {...form.register("partner2Name")}
        />
        <TextField
          label="Wedding date"
          type="date"
          hint="Leave empty if you haven't picked one yet."
          error={errors.weddingDate?.message}
          {...form.register("weddingDate")}
        />
        <SelectField label="City" error={errors.cityId?.message} {...form.register("cityId")}>
          <option value="">Not decided yet</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.displayName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Guest count"
          inputMode="numeric"
          error={errors.guestCount?.message}
          {...form.register("guestCount")}
        />
        <TextField
          label="Total budget (USD)"
          inputMode="numeric"
          hint="Whole dollars, e.g. 35000."
          error={errors.totalBudget?.message}
          {...form.register("totalBudget")}
        />
        <TextAreaField
          label="Your style"
          rows={2}
          className="sm:col-span-2"
          hint="A few words June uses when she suggests venues, flowers and vendors."
          error={errors.weddingStyle?.message}
          {...form.register("weddingStyle")}
        />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row">
          <Button type="submit" isLoading={isSaving}>
            Save to my profile
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart} disabled={isSaving}>
            Start the interview again
          </Button>
        </div>
      </form>
    </section>
  );
}
