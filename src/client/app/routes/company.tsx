import { contact } from "@shared/catalog";
import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";
import { CompanyFacts, HowWeEarn } from "@client/features/content/components/company/company-facts";
import { CompanyPrinciples } from "@client/features/content/components/company/company-principles";
import { CtaPanel } from "@client/features/content/components/cta-panel";

export default function CompanyPage() {
  return (
    <Page
      eyebrow="Company"
      title="The company behind June Weddings"
      intro="We build planning tools for couples and a fair marketplace for the venues and vendors who make their day happen."
    >
      <CompanyFacts />
      <HowWeEarn />
      <CompanyPrinciples />
      <div className="mt-16">
        <CtaPanel
          title="Press and partnerships"
          tone="sage"
          actions={
            <>
              <ButtonLink to="/contact?topic=press">Get in touch</ButtonLink>
              <a
                href={`mailto:${contact.email}?subject=Press%20%26%20partnerships`}
                className="inline-flex h-11 items-center px-2 text-body text-rose underline-offset-4 hover:underline"
              >
                {contact.email}
              </a>
            </>
          }
        >
          Writing about weddings in Ohio or Tennessee, or interested in partnering with us? Choose “Press
          &amp; partnerships” on the contact form or email us, and we'll reply within one business day.
        </CtaPanel>
      </div>
    </Page>
  );
}
