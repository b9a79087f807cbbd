import {
  INVITATION_DAYS,
  contributorRoleLabels,
  contributorRoles,
  coupleAreaLabels,
  type CoupleArea,
} from "@shared/schemas/collaboration";
import { GuideSection, GuideSteps } from "@client/components/layout/guide";
import { Page } from "@client/components/layout/page";
import { ButtonLink } from "@client/components/ui/button";

const steps: { title: string; body: string }[] = [
  {
    title: "1. Invite them by email",
    body: "On Contributor access, enter the person's name and email, pick their role, and choose for each area whether they see nothing, can view it or can edit it. We send them an invitation from June Weddings with your names on it.",
  },
  {
    title: "2. They open the link",
    body: `The link works once and for ${INVITATION_DAYS} days. Someone with an account signs in and accepts; someone new creates an account with the invited address and confirms their email first. If the link runs out, send a new invitation — the old link stops working.`,
  },
  {
    title: "3. You plan together",
    body: "Your wedding appears on their dashboard with exactly the areas you shared, and they join your group chat. Each contributor has their own account and password; nobody shares yours.",
  },
];

const areaNotes: Record<CoupleArea, string> = {
  guests: "Households, RSVPs, meal choices and the guest list's events.",
  budget: "What you plan to spend and what you've paid.",
  timeline: "Your planning timeline and the tasks on it.",
  designs: "Inspiration boards, floor plans and designs.",
  vendors: "Saved venues, your inquiries and the replies from venues and vendors.",
};

const levels: { name: string; body: string }[] = [
  { name: "None", body: "The area does not exist for them: no page, no numbers, no names." },
  { name: "View", body: "They can look at everything in the area, and change nothing." },
  { name: "Edit", body: "They can add, change and remove things in the area, as you can." },
];

const examples: { who: string; access: string }[] = [
  { who: "Mom and Dad", access: "Budget view, guests edit" },
  { who: "Your planner", access: "Timeline and tasks edit, vendors and inquiries edit, budget view" },
  { who: "Maid of honor", access: "Guests view, boards and designs edit" },
  { who: "Your partner's sister", access: "Boards and designs view" },
];

/** /contributors-guide: how inviting helpers and their access work (issue #13). */
export function ContributorsGuidePage() {
  return (
    <Page
      eyebrow="Guide"
      title="Planning with the people who help you"
      intro="Invite your partner, parents, planner or wedding party, and choose area by area what each of them can see and change. You can change your mind at any time."
    >
      <div className="flex flex-col gap-10 text-body leading-relaxed text-ink">
        <GuideSection id="guide-invite" title="Inviting someone">
          <GuideSteps steps={steps} />
        </GuideSection>

        <GuideSection id="guide-roles" title="Roles">
          <p className="text-muted">
            Each contributor has a role —{" "}
            {contributorRoles.map((r) => contributorRoleLabels[r].toLowerCase()).join(", ")} — so everyone
            knows who is who. The role is a name only: what someone may see and change comes from the areas
            you choose.
          </p>
        </GuideSection>

        <GuideSection id="guide-areas" title="The five areas">
          <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
            {(Object.keys(areaNotes) as CoupleArea[]).map((area) => (
              <div key={area} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:gap-6">
                <dt className="font-medium text-ink sm:w-48 sm:shrink-0">{coupleAreaLabels[area]}</dt>
                <dd className="text-muted">{areaNotes[area]}</dd>
              </div>
            ))}
          </dl>
        </GuideSection>

        <GuideSection id="guide-levels" title="None, view or edit">
          <ul className="grid gap-4 sm:grid-cols-3">
            {levels.map((l) => (
              <li key={l.name} className="rounded-2xl bg-ivory p-5">
                <h3 className="text-title-sm text-ink">{l.name}</h3>
                <p className="mt-1 text-muted">{l.body}</p>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 mb-3 text-lead text-ink">For example</h3>
          <ul className="flex flex-col gap-2">
            {examples.map((e) => (
              <li key={e.who} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
                <span className="font-medium text-ink">{e.who}:</span>
                <span className="text-muted">{e.access}</span>
              </li>
            ))}
          </ul>
        </GuideSection>

        <GuideSection id="guide-change" title="Changing or revoking access">
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted">
            <li>Change anyone's role or areas at any time; the change applies to their next click.</li>
            <li>
              Revoke someone and their access ends at once, even on a page they have open. Their account stays
              theirs; your wedding disappears from it.
            </li>
            <li>
              Contributor access shows when each person last used their access, so you can see who is still
              helping.
            </li>
          </ul>
        </GuideSection>

        <GuideSection id="guide-never" title="What contributors never see">
          <ul className="flex list-disc flex-col gap-2 pl-5 text-muted">
            <li>Any area you left at None.</li>
            <li>Your account settings and your password.</li>
            <li>Your conversations with June and the planning calls you book.</li>
            <li>Contributor access itself: only you can invite people or change what they see.</li>
          </ul>
        </GuideSection>

        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/contributor-access">Invite someone</ButtonLink>
          <ButtonLink to="/join" variant="secondary">
            Kinds of account
          </ButtonLink>
        </div>
      </div>
    </Page>
  );
}
