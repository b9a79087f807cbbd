import { BudgetingBasicsPage } from "@client/features/budgeting-basics/components/budgeting-basics-page";

/** /planning/budgeting-basics: the budgeting guide, public (issue #14). */
export default function BudgetingBasicsRoute() {
  return <BudgetingBasicsPage />;
}
