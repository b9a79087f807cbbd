import { GuideSection, GuideSteps } from "@client/components/layout/guide";
import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";

const steps: { title: string; body: string }[] = [
  {
    title: "1. Start from your details",
    body: "Open the builder and your website is already there as a private draft: your names as the title, your date and city from your wedding profile, and an address like /w/ava-and-noah. Nothing is made up — every text box starts empty with a gentle suggestion, and empty sections stay hidden.",
  },
  {
    title: "2. Fill in the sections you want",
    body: "Our story, the schedule (your events come straight from your guest list, with times and places), travel and hotels with booking links, registry links, questions and answers, and photos. Switch any section off, reorder hotels, links, questions and photos, and save when you're ready.",
  },
  {
    title: "3. Pick a theme",
    body: "Garden, Classic, Modern, Coastal or Midnight: each sets colours and type for the whole site, is easy to read on a phone and keeps text contrast high enough for every guest.",
  },
  {
    title: "4. Preview at phone and desktop width",
    body: "The preview beside the editor shows the real page after every save, at the width of a phone or a computer. Only you can see the preview.",
  },
];

/** /wedding-websites-guide: what the builder does, privacy, sharing and the RSVP entry. */
export function WebsitesGuidePage() {
  return (
    <Page
      eyebrow="Guide"
      title="Your wedding website, step by step"
      intro="One page for your guests: your story, the day's schedule, travel and stay, registry, photos and RSVP — fast on phones and private until you publish."
    >
      <div className="flex flex-col gap-10 text-body leading-relaxed text-ink">
        <GuideSection id="guide-build" title="Building it">
          <GuideSteps steps={steps} />
        </GuideSection>
        <GuideSection id="guide-privacy" title="Privacy">
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted">
            <li>
              Your website is private until you press Publish. Before that its address shows “not found” to
              everyone but you.
            </li>
            <li>
              Add a password if you'd rather only invited guests see it. We store only a scrambled form of it;
              guests type it once per device.
            </li>
            <li>
              Unpublish at any time: the site disappears at once, and your content stays in the builder.
            </li>
            <li>A site with a password, or not yet published, is kept out of search engines.</li>
          </ul>
        </GuideSection>
        <GuideSection id="guide-share" title="Sharing it">
          <p className="text-muted">
            Once published, copy the link from the builder and put it on your save-the-dates and invitations,
            or send it in a message. Change the address before you share it if you like — once guests have it,
            keep it the same.
          </p>
        </GuideSection>
        <GuideSection id="guide-rsvp" title="RSVPs from the website">
          <p className="text-muted">
            The RSVP section has a “Find your invitation” box. A guest types their name; to keep your guest
            list private, they confirm one detail you have on file (their email or postcode, or the last name
            of someone in their party) before their invitation opens. They answer for each event and each
            person, and the answers appear in your guest list straight away.
          </p>
        </GuideSection>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/planning/wedding-websites">Open the website builder</ButtonLink>
          <ButtonLink to="/signup/couple" variant="secondary">
            Create a free account
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
