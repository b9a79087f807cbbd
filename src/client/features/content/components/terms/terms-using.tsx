import { Link } from "@client/lib/router-link";
import type { PolicySection } from "../policy-document";

export const usingSections: PolicySection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    body: (
      <p>
        These terms are an agreement between you and June Weddings for using our website, apps, June and
        Grace. By creating an account or using the service you accept them, along with our{" "}
        <Link to="/privacy">privacy policy</Link>. We've kept them as plain as we can; if anything is unclear,{" "}
        <Link to="/contact">ask us</Link>.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <ul>
        <li>You must be 18 or older and give accurate information when you sign up.</li>
        <li>
          Keep your password private. You are responsible for what happens under your account; tell us
          straight away if you think someone else has used it.
        </li>
        <li>
          One person per account. Contributors get their own sign-in through your invitation rather than
          sharing yours.
        </li>
      </ul>
    ),
  },
  {
    id: "couples",
    title: "For couples",
    body: (
      <>
        <p>
          Planning with June Weddings is free to start, needs no credit card and can be cancelled anytime. If
          we ever offer paid features for couples, we will show the price before you choose them, and nothing
          you already use will start charging without your agreement.
        </p>
        <p>
          You decide who you invite as a contributor and what they can see, and you're responsible for the
          guest information you add — please only add people you actually plan to invite, and only use their
          details for your wedding.
        </p>
      </>
    ),
  },
  {
    id: "businesses",
    title: "For venues and vendors",
    body: (
      <>
        <p>
          Listing a venue or vendor business is free. By publishing a listing you confirm that you are allowed
          to represent the business, and that its details, photos, prices and availability are accurate and
          kept up to date. You must hold any licences and insurance your work requires.
        </p>
        <p>
          Optional paid tools for businesses, if you choose them, are covered by the pricing and terms shown
          before you pay. Paying us never buys a place in June's recommendations to couples.
        </p>
      </>
    ),
  },
  {
    id: "bookings",
    title: "Bookings between couples and businesses",
    body: (
      <p>
        When a couple books a venue or vendor, the agreement — price, deposit, cancellation and what is
        delivered — is between the couple and that business. June Weddings is not a party to it and does not
        guarantee any business's work. Read contracts carefully before signing, and tell us if a listing is
        misleading so we can look into it.
      </p>
    ),
  },
  {
    id: "ai-assistants",
    title: "June, Grace and AI answers",
    body: (
      <>
        <p>
          June and Grace are AI assistants. Their answers can be incomplete or wrong, and they are
          suggestions, not professional advice. Confirm prices, availability and contract terms with the
          business itself, and consult a qualified professional for legal, financial, insurance or health
          decisions — including topics covered in our Beyond the Wedding guides.
        </p>
        <p>
          Don't use June or Grace to create anything unlawful, harmful or misleading, or to try to reach
          another person's data.
        </p>
      </>
    ),
  },
];
