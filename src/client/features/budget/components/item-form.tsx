import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { itemInputSchema, itemPricings, type BudgetView, type ItemView } from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { SelectField, TextAreaField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { isBudgetConflict, useCreateItem, usePatchItem } from "../api/budget-api";
import { centsToInput } from "../utils/money";
import { moneyText } from "../utils/money-input";

const itemForm = z.object({
  name: itemInputSchema.shape.name,
  vendorName: z.string().max(120, "At most 120 characters."),
  pricing: z.enum(itemPricings),
  estimateCents: moneyText({ required: true }),
  contractCents: moneyText({ required: false }),
  notes: z.string().max(1000, "At most 1,000 characters."),
  categoryId: z.string(),
});
type ItemIn = z.input<typeof itemForm>;
type ItemOut = z.output<typeof itemForm>;

/** A line: what, from whom, fixed or per guest, the estimate and (once signed) the contract. */
export function ItemForm({
  view,
  categoryId,
  item,
  onDone,
}: {
  view: BudgetView;
  categoryId: string;
  item: ItemView | undefined;
  onDone: () => void;
}) {
  const create = useCreateItem();
  const patch = usePatchItem();
  const form = useAppForm<ItemIn, unknown, ItemOut>({
    resolver: zodResolver(itemForm),
    defaultValues: {
      name: item?.name ?? "",
      vendorName: item?.vendorName ?? "",
      pricing: item?.pricing ?? "fixed",
      estimateCents: item ? centsToInput(item.estimateCents) : "",
      contractCents: item ? centsToInput(item.contractCents) : "",
      notes: item?.notes ?? "",
      categoryId,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isPerGuest = form.watch("pricing") === "per_guest";
  // Lines may move only between categories this viewer may edit.
  const targets = view.categories.filter((c) => c.level === "edit");
  const onSubmit = form.handleSubmit(async (values) => {
    const fields = {
      name: values.name,
      vendorName: values.vendorName,
      pricing: values.pricing,
      estimateCents: values.estimateCents ?? 0,
      contractCents: values.contractCents,
      notes: values.notes,
    };
    try {
      if (item) {
        await patch.mutateAsync({
          id: item.id,
          patch: {
            ...fields,
            ...(values.categoryId !== item.categoryId ? { categoryId: values.categoryId } : {}),
            version: item.version,
          },
        });
        toast.success(`Saved ${values.name}`);
      } else {
        await create.mutateAsync({ categoryId, input: fields });
        toast.success(`Added ${values.name}`);
      }
      onDone();
    } catch (err) {
      if (isBudgetConflict(err)) return onDone();
      showFormError(form, err, item ? "The line was not saved" : "The line was not added");
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <TextField
        label="What"
        placeholder="Photographer, 8 hours"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        label="Vendor (optional)"
        autoComplete="off"
        error={errors.vendorName?.message}
        {...form.register("vendorName")}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">Priced</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ["fixed", "As a fixed amount"],
              ["per_guest", "Per guest"],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-body text-ink has-[:checked]:border-sage has-[:checked]:bg-sage-light/60"
            >
              <input type="radio" value={value} className="accent-sage" {...form.register("pricing")} />
              {label}
            </label>
          ))}
        </div>
        {isPerGuest && (
          <p className="text-xs text-muted">
            The cost follows your guest count ({view.guestCount ?? 0} now): change it, or try a scenario, and
            this line follows.
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={isPerGuest ? "Estimate per guest" : "Estimate"}
          inputMode="decimal"
          autoComplete="off"
          hint="In dollars, like 1,250.50."
          error={errors.estimateCents?.message}
          {...form.register("estimateCents")}
        />
        <TextField
          label={isPerGuest ? "Contract per guest (optional)" : "Contract amount (optional)"}
          inputMode="decimal"
          autoComplete="off"
          hint="Once you've signed."
          error={errors.contractCents?.message}
          {...form.register("contractCents")}
        />
      </div>
      {item && targets.length > 1 && (
        <SelectField label="Category" error={errors.categoryId?.message} {...form.register("categoryId")}>
          {targets.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextAreaField label="Notes (optional)" error={errors.notes?.message} {...form.register("notes")} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {item ? "Save line" : "Add line"}
        </Button>
      </div>
    </form>
  );
}
