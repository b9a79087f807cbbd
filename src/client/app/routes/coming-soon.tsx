import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";
import { Roadmap } from "@client/features/content/components/coming-soon/roadmap";
import { CtaPanel } from "@client/features/content/components/cta-panel";

export default function ComingSoonPage() {
  return (
    <Page
      eyebrow="What's next"
      title="What we're building next"
      width="wide"
      intro={
        <p className="max-w-2xl">
          June Weddings grows with the couples who use it. Here is what our team is working on now — shared
          early so you can tell us what matters most to you.
        </p>
      }
    >
      <Roadmap />
      <div className="mt-14">
        <CtaPanel
          title="Have an idea for us?"
          actions={
            <>
              <ButtonLink to="/contact?topic=other">Suggest a feature</ButtonLink>
              <ButtonLink to="/" variant="secondary">
                Back to home
              </ButtonLink>
            </>
          }
        >
          Many of our best features started as a couple's or a vendor's message. Tell us what would make
          planning easier, and we'll read every word.
        </CtaPanel>
      </div>
    </Page>
  );
}
