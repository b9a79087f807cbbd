import { Link } from "@client/lib/router-link";
import type { UserKind } from "@shared/catalog";
import { AuthCard } from "./auth-card";
import { SignUpForm } from "./sign-up-form";

const copy: Record<UserKind, { title: string; subtitle: string }> = {
  couple: {
    title: "Start planning together",
    subtitle: "Create your free couple account. June will help with venues, vendors, budget and timeline.",
  },
  venue_owner: {
    title: "List your venue",
    subtitle: "Create a venue owner account to list your venue, offer tour slots and answer couples.",
  },
  vendor: {
    title: "Join as a vendor",
    subtitle: "Create a vendor account for a free listing, inquiries from couples and AI help with replies.",
  },
  contributor: {
    title: "Help plan a wedding",
    subtitle: "Create your account to join the couple who invited you, with the access they chose.",
  },
};

const others: { kind: UserKind; to: string; label: string }[] = [
  { kind: "couple", to: "/signup/couple", label: "a couple" },
  { kind: "venue_owner", to: "/signup/venue", label: "a venue owner" },
  { kind: "vendor", to: "/signup/vendor", label: "a vendor" },
];

export function SignUpPanel({ kind, onSwitchToSignIn }: { kind: UserKind; onSwitchToSignIn?: () => void }) {
  return (
    <AuthCard
      title={copy[kind].title}
      subtitle={copy[kind].subtitle}
      footer={
        <div className="flex flex-col gap-2">
          <p>
            Already have an account?{" "}
            {onSwitchToSignIn ? (
              <button
                type="button"
                onClick={onSwitchToSignIn}
                className="font-medium text-rose hover:underline"
              >
                Sign in
              </button>
            ) : (
              <Link to="/login" className="font-medium text-rose hover:underline">
                Sign in
              </Link>
            )}
          </p>
          <p>
            Signing up as{" "}
            {others
              .filter((o) => o.kind !== kind)
              .map((o, i) => (
                <span key={o.kind}>
                  {i > 0 && " or "}
                  <Link to={o.to} className="text-rose underline underline-offset-4 hover:text-rose-dark">
                    {o.label}
                  </Link>
                </span>
              ))}
            ?
          </p>
        </div>
      }
    >
      <SignUpForm kind={kind} />
    </AuthCard>
  );
}
