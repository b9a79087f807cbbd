import { Page } from "@client/components/layout/page";
import { PolicyDocument } from "@client/features/content/components/policy-document";
import { collectSections } from "@client/features/content/components/privacy/privacy-collect";
import { rightsSections } from "@client/features/content/components/privacy/privacy-rights";

const sections = [...collectSections, ...rightsSections];

export default function PrivacyPage() {
  return (
    <Page
      eyebrow="Legal"
      title="Privacy policy"
      intro="What we collect, why we collect it, how long we keep it, and how to get a copy or have it deleted — in plain language."
    >
      <PolicyDocument sections={sections} />
    </Page>
  );
}
