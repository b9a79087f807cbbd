import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";
import { CtaPanel } from "@client/features/content/components/cta-panel";
import { BusinessStart } from "@client/features/content/components/getting-started/business-start";
import { CoupleSteps } from "@client/features/content/components/getting-started/couple-steps";

export default function HowToGetStartedPage() {
  return (
    <Page
      eyebrow="Getting started"
      title="How to get started"
      intro="From “yes” to the big day in one place: your venue, your vendors, your guests and your budget — with June, the planner who already knows your plan."
    >
      <CoupleSteps />
      <BusinessStart />
      <div className="mt-20">
        <CtaPanel
          title="Questions before you start?"
          actions={
            <>
              <ButtonLink to="/faq" variant="secondary">
                Read the FAQ
              </ButtonLink>
              <ButtonLink to="/contact" variant="ghost">
                Contact us
              </ButtonLink>
            </>
          }
        >
          Most answers — what it costs, what June can see, how family sharing works — are in the FAQ. If yours
          isn't, a person on our team will reply within one business day.
        </CtaPanel>
      </div>
    </Page>
  );
}
