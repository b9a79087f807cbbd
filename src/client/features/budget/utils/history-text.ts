import { paymentMethodLabels, type BudgetChange, type BudgetFieldChange } from "@shared/schemas/budget";
import { formatCents, formatDay } from "./money";

/** "allocatedCents" → "Allocated", "payerContributorId" → "Payer": what a field is called on screen. */
const FIELD_LABELS: Record<string, string> = {
  totalCents: "Total",
  guestCount: "Guest count",
  name: "Name",
  allocatedCents: "Allocated",
  estimateCents: "Estimate",
  contractCents: "Contract",
  amountCents: "Amount",
  vendorName: "Vendor",
  pricing: "Priced",
  dueOn: "Due on",
  paidOn: "Paid on",
  paidBy: "Paid by",
  method: "Method",
  label: "Label",
  notes: "Notes",
  payerNote: "Payer",
  payerContributorId: "Payer",
  assigneeContributorId: "Reminded",
  categoryId: "Category",
  position: "Position",
  locked: "Locked",
};

export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field
    .replace(/Cents$|Id$/, "")
    .replace(/([A-Z])/g, " $1")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as people read it: money formatted, dates spelled, empty shown as a dash. */
export function valueText(field: string, value: BudgetFieldChange["before"]): string {
  if (value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number" && field.endsWith("Cents")) return formatCents(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (field === "pricing") return value === "per_guest" ? "Per guest" : "Fixed";
  if (field === "method" && typeof value === "string" && value in paymentMethodLabels)
    return paymentMethodLabels[value as keyof typeof paymentMethodLabels];
  return typeof value === "number" ? value.toLocaleString("en-US") : value;
}

const VERBS: Record<BudgetChange["action"], string> = {
  create: "added",
  update: "changed",
  delete: "deleted",
  lock: "locked",
  unlock: "unlocked",
};
const NOUNS: Record<BudgetChange["entity"], string> = {
  budget: "the budget",
  category: "category",
  item: "line",
  payment: "payment",
  sharing: "sharing for",
};

/** "Sam changed line “Photographer”". */
export function changeSummary(entry: BudgetChange): string {
  const noun = NOUNS[entry.entity];
  const what = entry.entity === "budget" ? noun : `${noun} “${entry.entityLabel}”`;
  return `${entry.actorName} ${VERBS[entry.action]} ${what}`;
}

const isEmpty = (v: BudgetFieldChange["before"]) => v === null || v === "";

/**
 * The fields worth a line: an added row shows what it was added with, a deleted one what it held, a change
 * before → after; the order (position) and fields empty on both sides are noise.
 */
export function shownChanges(entry: BudgetChange): { field: string; before: string | null; after: string }[] {
  return entry.changes
    .filter((c) => c.field !== "position" && !(isEmpty(c.before) && isEmpty(c.after)))
    .map((c) =>
      entry.action === "create"
        ? { field: c.field, before: null, after: valueText(c.field, c.after) }
        : entry.action === "delete"
          ? { field: c.field, before: null, after: valueText(c.field, c.before) }
          : { field: c.field, before: valueText(c.field, c.before), after: valueText(c.field, c.after) },
    );
}
