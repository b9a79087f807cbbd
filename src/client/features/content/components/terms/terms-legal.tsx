import { Link } from "@client/lib/router-link";
import { contact } from "@shared/catalog";
import type { PolicySection } from "../policy-document";

export const legalSections: PolicySection[] = [
  {
    id: "your-content",
    title: "Your content",
    body: (
      <p>
        What you put into June Weddings — your plan, photos, listings and messages — stays yours. You give us
        permission to store, copy and display it only as needed to run the service for you and the people you
        share it with, such as showing a business's listing to couples or a couple's budget to their
        contributors. That permission ends when you delete the content or your account, apart from copies held
        briefly in backups.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>Please don't:</p>
        <ul>
          <li>
            post false, hateful, harassing or unlawful content, or content you don't have the rights to;
          </li>
          <li>send spam, or contact couples or guests for anything other than their wedding;</li>
          <li>scrape the service, overload it, probe its security or get around its limits;</li>
          <li>pretend to be someone else, or list a business you don't represent.</li>
        </ul>
      </>
    ),
  },
  {
    id: "ending",
    title: "Cancelling and closing accounts",
    body: (
      <p>
        You can stop using June Weddings at any time and ask us to delete your account through the{" "}
        <Link to="/contact?topic=account">contact form</Link>. We may suspend or close an account that
        seriously or repeatedly breaks these terms; where we can, we'll warn you first and let you export your
        data.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Disclaimers and liability",
    body: (
      <>
        <p>
          We work hard to keep June Weddings available and accurate, but we provide it “as is”. We don't
          promise it will always be uninterrupted or error-free, or that every listing is complete.
        </p>
        <p>
          To the extent the law allows, June Weddings is not liable for indirect or consequential losses, or
          for the acts of venues, vendors or other users. Where we are liable, our total liability is limited
          to the greater of the amount you paid us in the past 12 months or $100. Nothing here limits rights
          you have under consumer-protection law.
        </p>
      </>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of the State of Ohio. Before going to court, please contact us —
        most problems are solved with a conversation.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        If we change these terms in a meaningful way, we'll update the date at the top and email account
        holders at least 14 days before the change takes effect. Continuing to use the service after that
        means you accept the new terms.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact us",
    body: (
      <p>
        Questions about these terms? Use the <Link to="/contact">contact form</Link>, email{" "}
        <a href={`mailto:${contact.email}`}>{contact.email}</a> or call{" "}
        <a href={contact.phoneHref}>{contact.phone}</a>.
      </p>
    ),
  },
];
