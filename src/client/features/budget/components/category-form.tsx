import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { categoryInputSchema, type BudgetView, type CategoryView } from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { isBudgetConflict, useCreateCategory, usePatchCategory } from "../api/budget-api";
import { centsToInput } from "../utils/money";
import { moneyText } from "../utils/money-input";

const categoryForm = z.object({
  name: categoryInputSchema.shape.name,
  allocatedCents: moneyText({ required: true }),
  payerContributorId: z.string(),
  payerNote: z.string().max(80, "At most 80 characters."),
});
type CategoryIn = z.input<typeof categoryForm>;
type CategoryOut = z.output<typeof categoryForm>;

/** Add a category, or rename and reallocate one; the couple also records who pays for it. */
export function CategoryForm({
  view,
  category,
  onDone,
}: {
  view: BudgetView;
  category: CategoryView | undefined;
  onDone: () => void;
}) {
  const create = useCreateCategory();
  const patch = usePatchCategory();
  const isCouple = view.access.role === "couple";
  const form = useAppForm<CategoryIn, unknown, CategoryOut>({
    resolver: zodResolver(categoryForm),
    defaultValues: {
      name: category?.name ?? "",
      allocatedCents: category ? centsToInput(category.allocatedCents) : "",
      payerContributorId: category?.payerContributorId ?? "",
      payerNote: category && !category.payerContributorId ? category.payerName : "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const allocatedCents = values.allocatedCents ?? 0;
    try {
      if (category) {
        await patch.mutateAsync({
          id: category.id,
          patch: {
            name: values.name,
            allocatedCents,
            ...(isCouple
              ? { payerContributorId: values.payerContributorId || null, payerNote: values.payerNote }
              : {}),
            version: category.version,
          },
        });
        toast.success(`Saved ${values.name}`);
      } else {
        await create.mutateAsync({ name: values.name, allocatedCents });
        toast.success(`Added ${values.name}`);
      }
      onDone();
    } catch (err) {
      if (isBudgetConflict(err)) return onDone();
      showFormError(form, err, category ? "The category was not saved" : "The category was not added");
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Allocated"
        inputMode="decimal"
        autoComplete="off"
        hint="What you set aside for this, in dollars."
        error={errors.allocatedCents?.message}
        {...form.register("allocatedCents")}
      />
      {isCouple && category && (
        <fieldset className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4">
          <legend className="px-1 text-sm font-medium text-ink">Who pays for it (optional)</legend>
          {view.people.length > 0 && (
            <SelectField
              label="A helper"
              error={errors.payerContributorId?.message}
              {...form.register("payerContributorId")}
            >
              <option value="">No one in particular</option>
              {view.people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label="Or in your words"
            placeholder="Mom and Dad"
            autoComplete="off"
            error={errors.payerNote?.message}
            {...form.register("payerNote")}
          />
        </fieldset>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {category ? "Save" : "Add category"}
        </Button>
      </div>
    </form>
  );
}
