import { ArrowRight, Camera, Heart, HeartHandshake, Landmark, type LucideIcon } from "lucide-react";
import { Link } from "@client/lib/router-link";
import { Page } from "@client/components/layout/page";

type AccountKind = {
  icon: LucideIcon;
  title: string;
  who: string;
  body: string;
  link: { to: string; label: string };
};

const kinds: AccountKind[] = [
  {
    icon: Heart,
    title: "Couple",
    who: "You're getting married",
    body: "Find venues and vendors, keep your guest list, budget and timeline in one place, and plan with June, your AI planner. Invite the people helping you and choose what each of them sees.",
    link: { to: "/signup/couple", label: "Create a couple account" },
  },
  {
    icon: Landmark,
    title: "Venue owner",
    who: "You run a wedding venue",
    body: "List your venue with photos, prices and capacity, answer couples' inquiries and offer tour times they can book.",
    link: { to: "/signup/venue", label: "List your venue" },
  },
  {
    icon: Camera,
    title: "Vendor",
    who: "Photographers, florists, caterers, DJs and more",
    body: "Show your work and packages to couples in your area, and answer their inquiries from one inbox.",
    link: { to: "/signup/vendor", label: "Join as a vendor" },
  },
  {
    icon: HeartHandshake,
    title: "Contributor",
    who: "You're helping a couple plan",
    body: "Parents, planners and the wedding party join from the couple's invitation: they invite you by email from their account, and the link in it lets you create your account. You see only what they choose to share.",
    link: { to: "/contributors-guide", label: "How invitations work" },
  },
];

/** /join: the kinds of account and where each signs up (issue #13). */
export function JoinPage() {
  return (
    <Page
      eyebrow="Join June Weddings"
      title="Which account fits you?"
      intro="Every account is free to create. Pick the one that describes you — each has its own tools."
      width="wide"
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {kinds.map(({ icon: Icon, title, who, body, link }) => (
          <li key={title} className="flex flex-col rounded-3xl border border-line bg-white p-6 sm:p-7">
            <span className="grid size-12 place-items-center rounded-full bg-blush/60 text-rose">
              <Icon className="size-5" aria-hidden />
            </span>
            <h2 className="mt-4 text-title-sm text-ink">{title}</h2>
            <p className="mt-1 text-body font-medium text-sage">{who}</p>
            <p className="mt-3 flex-1 text-body leading-relaxed text-muted">{body}</p>
            <Link
              to={link.to}
              className="mt-5 inline-flex items-center gap-1.5 self-start text-body font-medium text-rose underline-offset-4 hover:underline"
            >
              {link.label} <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center text-body text-muted">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-rose underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </Page>
  );
}
