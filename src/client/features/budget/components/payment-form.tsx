import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  paymentInputSchema,
  paymentMethodLabels,
  paymentMethods,
  type BudgetView,
  type ItemView,
  type PaymentView,
} from "@shared/schemas/budget";
import { Button } from "@client/components/ui/button";
import { SelectField, TextField } from "@client/components/ui/field";
import { showFormError } from "@client/lib/form-errors";
import { toast } from "@client/lib/toast";
import { useAppForm } from "@client/lib/use-app-form";
import { isBudgetConflict, useCreatePayment, usePatchPayment } from "../api/budget-api";
import { centsToInput } from "../utils/money";
import { moneyText } from "../utils/money-input";

const optionalDay = z
  .string()
  .refine((s) => s === "" || /^\d{4}-\d{2}-\d{2}$/.test(s), "Use a date like 2027-06-12.")
  .transform((s) => (s === "" ? null : s));

const paymentForm = z.object({
  label: paymentInputSchema.shape.label,
  amountCents: moneyText({ required: true, positive: true }),
  dueOn: optionalDay,
  paidOn: optionalDay,
  method: z.enum(["", ...paymentMethods]).transform((m) => (m === "" ? null : m)),
  paidBy: z.string().max(80, "At most 80 characters."),
  assigneeContributorId: z.string().transform((s) => (s === "" ? null : s)),
});
type PaymentIn = z.input<typeof paymentForm>;
type PaymentOut = z.output<typeof paymentForm>;

/** A deposit, an instalment or the balance: when it is due, whether it is paid, who is reminded. */
export function PaymentForm({
  view,
  item,
  payment,
  onDone,
}: {
  view: BudgetView;
  item: ItemView;
  payment: PaymentView | undefined;
  onDone: () => void;
}) {
  const create = useCreatePayment();
  const patch = usePatchPayment();
  const form = useAppForm<PaymentIn, unknown, PaymentOut>({
    resolver: zodResolver(paymentForm),
    defaultValues: {
      label: payment?.label ?? (item.payments.length === 0 ? "Deposit" : ""),
      amountCents: payment ? centsToInput(payment.amountCents) : "",
      dueOn: payment?.dueOn ?? "",
      paidOn: payment?.paidOn ?? "",
      method: payment?.method ?? "",
      paidBy: payment?.paidBy ?? "",
      assigneeContributorId: payment?.assigneeContributorId ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const fields = { ...values, amountCents: values.amountCents ?? 0 };
    try {
      if (payment) {
        await patch.mutateAsync({ id: payment.id, patch: { ...fields, version: payment.version } });
        toast.success(`Saved ${values.label}`);
      } else {
        await create.mutateAsync({ itemId: item.id, input: fields });
        toast.success(`Added ${values.label}`);
      }
      onDone();
    } catch (err) {
      if (isBudgetConflict(err)) return onDone();
      showFormError(form, err, payment ? "The payment was not saved" : "The payment was not added");
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Payment"
          placeholder="Deposit"
          autoComplete="off"
          error={errors.label?.message}
          {...form.register("label")}
        />
        <TextField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint="In dollars, like 1,250.50."
          error={errors.amountCents?.message}
          {...form.register("amountCents")}
        />
        <TextField label="Due on" type="date" error={errors.dueOn?.message} {...form.register("dueOn")} />
        <TextField
          label="Paid on"
          type="date"
          hint="Leave empty until it's paid."
          error={errors.paidOn?.message}
          {...form.register("paidOn")}
        />
        <SelectField label="Method" error={errors.method?.message} {...form.register("method")}>
          <option value="">Not recorded</option>
          {paymentMethods.map((m) => (
            <option key={m} value={m}>
              {paymentMethodLabels[m]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Who paid"
          placeholder="Mom and Dad"
          autoComplete="off"
          error={errors.paidBy?.message}
          {...form.register("paidBy")}
        />
      </div>
      {view.people.length > 0 && (
        <SelectField
          label="Remind"
          hint="Who gets the reminder email a week before and on the due date."
          error={errors.assigneeContributorId?.message}
          {...form.register("assigneeContributorId")}
        >
          <option value="">The couple</option>
          {view.people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {payment ? "Save payment" : "Add payment"}
        </Button>
      </div>
    </form>
  );
}
