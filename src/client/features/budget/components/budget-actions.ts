import { createContext, useContext } from "react";
import type { CategoryView, ItemView, PaymentView } from "@shared/schemas/budget";

/** What the tracker can open: one dialog at a time, chosen from anywhere in the list. */
export type BudgetDialogState =
  | { kind: "category"; category?: CategoryView | undefined }
  | { kind: "delete-category"; category: CategoryView }
  | { kind: "item"; categoryId: string; item?: ItemView | undefined }
  | { kind: "delete-item"; item: ItemView }
  | { kind: "payment"; item: ItemView; payment?: PaymentView | undefined }
  | { kind: "delete-payment"; payment: PaymentView; itemName: string }
  | null;

export const BudgetActionsContext = createContext<(dialog: BudgetDialogState) => void>(() => undefined);

export const useOpenBudgetDialog = () => useContext(BudgetActionsContext);
