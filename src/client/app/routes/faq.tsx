import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";
import { CtaPanel } from "@client/features/content/components/cta-panel";
import { FaqList } from "@client/features/content/components/faq/faq-list";

export default function FaqPage() {
  return (
    <Page
      eyebrow="FAQ"
      title="Frequently asked questions"
      intro="Straight answers about cost, June, your data, venues and vendors, and your account."
    >
      <FaqList />
      <div className="mt-16">
        <CtaPanel
          title="Didn't find your answer?"
          actions={
            <>
              <ButtonLink to="/contact">Contact us</ButtonLink>
              <ButtonLink to="/help" variant="secondary">
                Visit the help center
              </ButtonLink>
            </>
          }
        >
          Send us a message and a person on our team will reply within one business day.
        </CtaPanel>
      </div>
    </Page>
  );
}
