import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";
import { AboutNumbers } from "@client/features/content/components/about/about-numbers";
import { AboutStory } from "@client/features/content/components/about/about-story";
import { AboutValues } from "@client/features/content/components/about/about-values";
import { CitiesServed } from "@client/features/content/components/about/cities-served";
import { CtaPanel } from "@client/features/content/components/cta-panel";

export default function AboutPage() {
  return (
    <Page
      eyebrow="About us"
      title="One place for the whole wedding"
      intro="We're building the wedding planner we wished existed: every part of the plan connected, and an assistant that actually knows it."
    >
      <AboutStory />
      <AboutNumbers />
      <AboutValues />
      <CitiesServed />
      <div className="mt-16">
        <CtaPanel
          title="Start planning together"
          actions={
            <>
              <ButtonLink to="/signup/couple">Create your free account</ButtonLink>
              <ButtonLink to="/company" variant="secondary">
                About the company
              </ButtonLink>
            </>
          }
        >
          Free to start, no ads, no credit card — and you can cancel anytime.
        </CtaPanel>
      </div>
    </Page>
  );
}
