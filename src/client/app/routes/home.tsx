import { BudgetSection } from "@client/features/landing/components/budget-section";
import { ClosingCta } from "@client/features/landing/components/closing-cta";
import { FeatureGrid } from "@client/features/landing/components/feature-grid";
import { Hero } from "@client/features/landing/components/hero";
import { JuneSection } from "@client/features/landing/components/june-section";
import { StatsBand } from "@client/features/landing/components/stats-band";
import { Testimonials } from "@client/features/landing/components/testimonials";

/** The landing page (spec section 2): composes the landing feature's sections in reading order. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <StatsBand />
      <JuneSection />
      <FeatureGrid />
      <BudgetSection />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
