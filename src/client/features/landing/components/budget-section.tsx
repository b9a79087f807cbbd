import { BudgetDemo } from "./budget-demo";
import { CheckList } from "./check-list";
import { SectionIntro } from "@client/components/marketing/section-intro";

const points = [
  "A starting split for your total, tuned to your guest count",
  "Deposits and payments tracked against each category",
  "Parents can see, or help with, only what you share",
];

export function BudgetSection() {
  return (
    <section
      id="budget"
      aria-labelledby="landing-budget-title"
      className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-28"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="lg:order-2">
          <SectionIntro
            id="landing-budget-title"
            align="left"
            eyebrow="Budget tracker"
            title={
              <>
                Every dollar, <em className="text-rose">in plain sight</em>
              </>
            }
            intro="See where the money is going while there is still time to change course — no spreadsheet required."
          />
          <CheckList items={points} />
        </div>
        <div className="lg:order-1">
          <BudgetDemo />
        </div>
      </div>
    </section>
  );
}
