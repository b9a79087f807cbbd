import type { BudgetDialogState } from "./budget-actions";
import { useDeleteCategory, useDeleteItem, useDeletePayment } from "../api/budget-api";
import { formatCents } from "../utils/money";
import { ConfirmDialog } from "./budget-dialog";

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Deletes ask first and say what goes with them (a category takes its lines and payments along). */
export function DeleteDialogs({ dialog, onClose }: { dialog: BudgetDialogState; onClose: () => void }) {
  const deleteCategory = useDeleteCategory();
  const deleteItem = useDeleteItem();
  const deletePayment = useDeletePayment();
  const done = { onSuccess: onClose, onError: onClose };

  if (dialog?.kind === "delete-category") {
    const { category } = dialog;
    const payments = category.items.flatMap((i) => i.payments);
    return (
      <ConfirmDialog
        open
        title={`Delete ${category.name}?`}
        confirmLabel="Delete category"
        isBusy={deleteCategory.isPending}
        onClose={onClose}
        onConfirm={() => deleteCategory.mutate({ id: category.id, version: category.version }, done)}
      >
        {category.items.length === 0 ? (
          <p>Its allocation of {formatCents(category.allocatedCents)} goes back to the unallocated total.</p>
        ) : (
          <p>
            This also deletes its {plural(category.items.length, "line", "lines")}
            {payments.length > 0 &&
              ` and ${plural(payments.length, "payment", "payments")} (${formatCents(category.paidCents)} recorded as paid)`}
            . They can't be brought back.
          </p>
        )}
      </ConfirmDialog>
    );
  }
  if (dialog?.kind === "delete-item") {
    const { item } = dialog;
    return (
      <ConfirmDialog
        open
        title={`Delete ${item.name}?`}
        confirmLabel="Delete line"
        isBusy={deleteItem.isPending}
        onClose={onClose}
        onConfirm={() => deleteItem.mutate({ id: item.id, version: item.version }, done)}
      >
        <p>
          {item.payments.length > 0
            ? `Its ${plural(item.payments.length, "payment", "payments")} (${formatCents(item.paidCents)} recorded as paid) go with it. They can't be brought back.`
            : "The line and its estimate are removed from the category."}
        </p>
      </ConfirmDialog>
    );
  }
  if (dialog?.kind === "delete-payment") {
    const { payment, itemName } = dialog;
    return (
      <ConfirmDialog
        open
        title={`Delete ${payment.label}?`}
        confirmLabel="Delete payment"
        isBusy={deletePayment.isPending}
        onClose={onClose}
        onConfirm={() => deletePayment.mutate({ id: payment.id, version: payment.version }, done)}
      >
        <p>
          The {formatCents(payment.amountCents)} {payment.paidOn ? "payment recorded" : "payment planned"} for{" "}
          {itemName} is removed{payment.paidOn ? ", and the paid total goes down by that much" : ""}.
        </p>
      </ConfirmDialog>
    );
  }
  return null;
}
