import { lazy, Suspense, useEffect, useState } from "react";
import { CheckList } from "./check-list";
import { useInView } from "../hooks/use-in-view";
import { SectionIntro } from "@client/components/marketing/section-intro";

/** Where the demo will be: the card's size, so nothing moves when it arrives. */
function DemoSpace() {
  return <div className="h-[34rem] rounded-[1.75rem] border border-line bg-white sm:h-[35rem]" />;
}

// The moving demo is its own chunk, fetched as the section nears the screen: the landing page's first
// load has no room for it (docs/decisions/025-offline-and-slow-networks.md). Offline, the space stays.
const BudgetDemo = lazy(() =>
  import("./budget-demo").then(
    (m) => ({ default: m.BudgetDemo }),
    () => ({ default: DemoSpace }),
  ),
);

function BudgetDemoWhenNear() {
  const { ref, isInView } = useInView<HTMLDivElement>({ rootMargin: "600px 0px", threshold: 0 });
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (isInView) setIsNear(true);
  }, [isInView]);
  return (
    <div ref={ref}>
      {isNear ? (
        <Suspense fallback={<DemoSpace />}>
          <BudgetDemo />
        </Suspense>
      ) : (
        <DemoSpace />
      )}
    </div>
  );
}

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
          <BudgetDemoWhenNear />
        </div>
      </div>
    </section>
  );
}
