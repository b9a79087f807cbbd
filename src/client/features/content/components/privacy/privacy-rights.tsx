import { Link } from "@client/lib/router-link";
import { contact } from "@shared/catalog";
import type { PolicySection } from "../policy-document";

export const rightsSections: PolicySection[] = [
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We do not sell or rent personal information. We share it only:</p>
        <ul>
          <li>
            with service providers that run parts of the service for us — hosting, our mail provider for
            email, and the AI model provider described above — under contracts that limit their use to that
            work;
          </li>
          <li>
            with the people you choose: contributors you invite see the parts of your plan you share, guests
            see their own invitation, and vendors see the messages you send them;
          </li>
          <li>when the law requires it, or to protect the safety of our users or the public;</li>
          <li>
            with a successor if June Weddings is ever merged or sold — in which case this policy continues to
            apply to your data.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <p>We keep this to the minimum the service needs:</p>
        <ul>
          <li>
            <strong>One session cookie</strong> that keeps you signed in. It is removed when you sign out or
            when it expires.
          </li>
          <li>
            <strong>
              A <code>selectedCity</code> preference
            </strong>{" "}
            in your browser's local storage, so we remember which city's venues and vendors to show.
          </li>
          <li>A small flag in local storage so June's chat opens by itself only once.</li>
        </ul>
        <p>
          We don't use advertising or cross-site tracking cookies. Clearing your browser's site data removes
          all of the above.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          Your account, plan, guest list, budget and chat history: for as long as your account is open, or
          until you delete them.
        </li>
        <li>
          After you ask us to delete your account: removed from our live systems within 30 days and from
          backups within a further 30 days.
        </li>
        <li>
          Messages to our team and help tickets: up to two years, so we can follow a conversation over your
          planning.
        </li>
        <li>Security logs: about 30 days.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your choices and rights",
    body: (
      <>
        <p>
          Wherever you live, you can ask us to show you, correct, export or delete the personal information we
          hold about you. To make a request, use the <Link to="/contact?topic=account">contact form</Link>{" "}
          (topic “My account”) from the email address on your account, so we can confirm it's you. We reply
          within one business day and complete requests within 30 days.
        </p>
        <p>Exports come as a machine-readable file with your profile, guest list, budget and chat history.</p>
        <p>
          If you were added to a couple's guest list and want to be removed, ask the couple directly or
          contact us.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <p>
        Passwords are hashed, connections are encrypted in transit, access to personal data inside our team is
        limited to people who need it, and sign-in and forms are rate-limited. No system is perfectly secure;
        if we learn of a breach that affects you, we will tell you promptly.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Accounts are for adults aged 18 and over. Couples may add children to their guest list; we use those
        names only to run that guest list.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        When we make a meaningful change, we'll update the date at the top and tell account holders by email
        before it takes effect.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact us",
    body: (
      <p>
        Questions about privacy? Write to us through the <Link to="/contact">contact form</Link>, email{" "}
        <a href={`mailto:${contact.email}`}>{contact.email}</a> or call{" "}
        <a href={contact.phoneHref}>{contact.phone}</a>.
      </p>
    ),
  },
];
