import { Page } from "@client/components/layout/page";
import { PolicyDocument } from "@client/features/content/components/policy-document";
import { legalSections } from "@client/features/content/components/terms/terms-legal";
import { usingSections } from "@client/features/content/components/terms/terms-using";

const sections = [...usingSections, ...legalSections];

export default function TermsPage() {
  return (
    <Page
      eyebrow="Legal"
      title="Terms of service"
      intro="The rules for couples, contributors, venue owners and vendors using June Weddings — written to be read, not skimmed past."
    >
      <PolicyDocument sections={sections} />
    </Page>
  );
}
