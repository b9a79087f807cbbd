import { LayoutDashboard } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@client/lib/router-link";
import { ButtonLink } from "@client/components/ui/button";
import { useSignOutWithToast } from "@client/lib/session";
import { useMe } from "../api/account-api";
import { AccountLayout, Card } from "./account-layout";
import { ChangePasswordForm } from "./change-password-form";
import { CoupleProfileForm } from "./couple-profile-form";
import { QueryState } from "./query-state";
import { WeddingCountdown } from "./wedding-countdown";

const nextSteps: [string, string, string][] = [
  ["Guest list", "Households, RSVPs by QR code, meals and imports.", "/planning/guest-list-manager"],
  ["Find your venue", "Browse venues in your city and save favourites.", "/venues"],
  ["Meet your vendors", "Photographers, florists, caterers and more.", "/vendors"],
  [
    "Build your wedding website",
    "Your story, schedule, travel and RSVP in one place — private until you publish.",
    "/planning/wedding-websites",
  ],
  ["How it all works", "A four-step guide from yes to the big day.", "/how-to-get-started"],
];

/** `sections`: cards other features add (saved venues, inquiries, tours), composed by the route. */
export function CoupleAccount({ sections }: { sections?: ReactNode }) {
  const me = useMe();
  const onSignOut = useSignOutWithToast("Signed out successfully");
  return (
    <QueryState query={me}>
      {({ user, couple }) => {
        const names = [couple?.partner1Name, couple?.partner2Name].filter(Boolean).join(" & ");
        return (
          <AccountLayout
            eyebrow="My Account"
            title={names ? `Hello, ${names}` : "Your wedding"}
            email={user.email}
            onSignOut={() => void onSignOut()}
            aside={
              <div className="flex flex-col gap-4">
                <DashboardLink />
                <WeddingCountdown names={names} weddingDate={couple?.weddingDate ?? null} />
              </div>
            }
            below={sections}
          >
            <Card
              title="Wedding details"
              description="June uses these to tailor every suggestion. Only you can see them."
            >
              <CoupleProfileForm profile={couple} />
            </Card>
            <div className="flex flex-col gap-6">
              <Card title="Next steps">
                <ul className="flex flex-col gap-3">
                  {nextSteps.map(([title, text, to]) => (
                    <li key={to}>
                      <Link
                        to={to}
                        className="block rounded-2xl border border-line px-4 py-3 transition hover:border-rose hover:bg-blush/30"
                      >
                        <span className="block font-medium text-ink">{title}</span>
                        <span className="text-sm text-muted">{text}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </Card>
              <Card title="Password">
                <ChangePasswordForm />
              </Card>
            </div>
          </AccountLayout>
        );
      }}
    </QueryState>
  );
}

/** The way to the couple's dashboard (issue #14): their home for everything at a glance. */
function DashboardLink() {
  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-rose/30 bg-white px-6 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div className="flex items-center gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-blush/60">
          <LayoutDashboard className="size-5 text-rose" aria-hidden />
        </span>
        <div>
          <p className="font-serif text-title-sm text-ink">Your wedding dashboard</p>
          <p className="text-small text-muted">Countdown, budget, RSVPs and messages at a glance.</p>
        </div>
      </div>
      <ButtonLink to="/couple-dashboard" className="shrink-0">
        Open your dashboard
      </ButtonLink>
    </div>
  );
}
