/** The contributor invitation (issue #13), in the house style of templates.ts. */
import {
  contributorRoleLabels,
  INVITATION_DAYS,
  type ContributorAreas,
  type ContributorRole,
} from "@shared/schemas/collaboration";
import { sharedAreaLines } from "@shared/rules/contributor-areas";
import { emailLayout } from "./email-layout";

export function contributorInvitationEmail(opts: {
  coupleNames: string;
  name: string;
  role: ContributorRole;
  areas: ContributorAreas;
  url: string;
}) {
  const greeting = opts.name ? `Hi ${opts.name},` : "Hi,";
  const invited = `${opts.coupleNames} invited you to help plan their wedding on June Weddings, as ${contributorRoleLabels[opts.role].toLowerCase()}.`;
  const lines = sharedAreaLines(opts.areas);
  const shared =
    lines.length > 0
      ? `What they share with you:\n${lines.map((l) => `• ${l}`).join("\n")}`
      : "They have not shared any planning areas yet; you can join the group chat and they can share more later.";
  const expiry = `The link works once and expires in ${INVITATION_DAYS} days. If you were not expecting this, you can ignore this email.`;
  return {
    subject: `${opts.coupleNames} invited you to help plan their wedding`,
    text: `${greeting}\n\n${invited}\n\n${shared}\n\nAccept the invitation here:\n${opts.url}\n\n${expiry}\n`,
    html: emailLayout({
      heading: "You're invited to help plan a wedding",
      paragraphs: [greeting, invited, shared, expiry],
      action: { label: "Accept the invitation", url: opts.url },
    }),
  };
}
