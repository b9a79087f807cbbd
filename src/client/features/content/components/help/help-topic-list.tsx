import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";

export type HelpTopic = { id: string; title: string; icon: string; items: ReactNode[] };

const link = "font-medium text-rose underline-offset-4 hover:underline";

export const helpTopics: HelpTopic[] = [
  {
    id: "account",
    title: "Account & sign-in",
    icon: "✉",
    items: [
      <>
        Forgot your password?{" "}
        <Link to="/password-reset" className={link}>
          Request a reset link
        </Link>{" "}
        — it's valid for 10 minutes.
      </>,
      <>After you sign in you land on your own dashboard: couples, venue owners and vendors each have one.</>,
      <>
        Need to change the email on your account?{" "}
        <Link to="/contact?topic=account" className={link}>
          Ask us
        </Link>
        .
      </>,
    ],
  },
  {
    id: "planning",
    title: "Planning tools",
    icon: "✎",
    items: [
      <>
        New here? Follow the five steps in{" "}
        <Link to="/how-to-get-started" className={link}>
          How to get started
        </Link>
        .
      </>,
      <>Send invitations with QR-code RSVPs from the guest list manager .</>,
      <>Share the budget with family, on your terms, with budget permissions .</>,
      <>Ask June anything about your plan — she's the chat button at the bottom right.</>,
    ],
  },
  {
    id: "venues-vendors",
    title: "Venues & vendors",
    icon: "⌂",
    items: [
      <>Change the city you're browsing with “Currently Viewing” in the top menu.</>,
      <>
        Browse{" "}
        <Link to="/venues" className={link}>
          venues
        </Link>{" "}
        and{" "}
        <Link to="/vendors" className={link}>
          vendors
        </Link>{" "}
        in 12 categories, and save your favorites.
      </>,
      <>
        A listing looks wrong or a vendor isn't replying?{" "}
        <Link to="/contact?topic=vendors" className={link}>
          Let us know
        </Link>
        .
      </>,
    ],
  },
  {
    id: "business",
    title: "For businesses",
    icon: "★",
    items: [
      <>
        Own a venue? See how to{" "}
        <Link to="/list-your-venue" className={link}>
          list your venue
        </Link>{" "}
        — it's free.
      </>,
      <>
        Photographers, florists, caterers and more: read the{" "}
        <Link to="/vendor-benefits" className={link}>
          vendor benefits
        </Link>
        .
      </>,
      <>
        Already listed? Claim your{" "}
        <Link to="/venue/claim" className={link}>
          venue
        </Link>{" "}
        or{" "}
        <Link to="/vendor/claim" className={link}>
          vendor profile
        </Link>
        .
      </>,
    ],
  },
  {
    id: "privacy",
    title: "Privacy & data",
    icon: "◎",
    items: [
      <>
        June sees only your own plan.{" "}
        <Link to="/faq#what-june-sees" className={link}>
          What exactly can she see?
        </Link>
      </>,
      <>
        Export or delete your data with a request through the{" "}
        <Link to="/contact?topic=account" className={link}>
          contact form
        </Link>
        .
      </>,
      <>
        Read our{" "}
        <Link to="/privacy" className={link}>
          privacy policy
        </Link>{" "}
        and{" "}
        <Link to="/terms" className={link}>
          terms
        </Link>
        .
      </>,
    ],
  },
];
