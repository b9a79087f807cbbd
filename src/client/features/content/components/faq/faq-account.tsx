import { Link } from "@client/lib/router-link";
import type { FaqGroupData } from "../faq-accordion";

export const privacyGroup: FaqGroupData = {
  id: "privacy-data",
  title: "Privacy & your data",
  entries: [
    {
      id: "sell-data",
      question: "Do you sell my data or show ads?",
      answer: (
        <p>
          No, and no. We don't sell or rent personal information and we don't run ads. We share data only with
          the services that help us run June Weddings, such as our email provider — see the{" "}
          <Link to="/privacy">privacy policy</Link> for the full list.
        </p>
      ),
    },
    {
      id: "export-delete",
      question: "Can I export or delete my data?",
      answer: (
        <p>
          Yes. Send a request through the <Link to="/contact?topic=account">contact form</Link> from the email
          on your account. We confirm within one business day and complete exports and deletions within 30
          days — usually much sooner.
        </p>
      ),
    },
  ],
};

export const businessGroup: FaqGroupData = {
  id: "venues-vendors",
  title: "Venues & vendors",
  entries: [
    {
      id: "find-venues",
      question: "How do I find and compare venues and vendors?",
      answer: (
        <p>
          Browse <Link to="/venues">venues</Link> for your city or search by name, and explore{" "}
          <Link to="/vendors">vendors</Link> across 12 categories, from photographers to officiants. Save the
          ones you like; June can compare your saved venues against your guest count and budget.
        </p>
      ),
    },
    {
      id: "list-business",
      question: "I own a venue or a wedding business. How do I get listed?",
      answer: (
        <p>
          Listing is free. Venue owners start at <Link to="/signup/venue">List your venue</Link>;
          photographers, florists, caterers and other vendors start at{" "}
          <Link to="/signup/vendor">Join as a vendor</Link>. See{" "}
          <Link to="/vendor-benefits">vendor benefits</Link> for what's included.
        </p>
      ),
    },
  ],
};

export const accountGroup: FaqGroupData = {
  id: "accounts",
  title: "Accounts",
  entries: [
    {
      id: "forgot-password",
      question: "I forgot my password. What do I do?",
      answer: (
        <p>
          Go to <Link to="/password-reset">Reset your password</Link> and enter your email. We'll send a link
          that is valid for 10 minutes — if it expires, simply request a new one. Check your spam folder if it
          hasn't arrived within a few minutes.
        </p>
      ),
    },
    {
      id: "family-access",
      question: "Can family members or a planner help with our plan?",
      answer: (
        <p>
          Yes. Invite them as contributors and choose what each one can see and edit — a parent might follow
          the budget without seeing the guest list.
        </p>
      ),
    },
  ],
};
