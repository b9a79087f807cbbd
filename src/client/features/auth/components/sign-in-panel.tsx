import { useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { AuthCard } from "./auth-card";
import { SignInForm } from "./sign-in-form";

/** The whole sign-in card, shared by /login and /auth?mode=signin. */
export function SignInPanel({ onSwitchToSignUp }: { onSwitchToSignUp?: () => void }) {
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to pick up your plan where you left it."
      footer={
        <>
          New here?{" "}
          {onSwitchToSignUp ? (
            <button
              type="button"
              onClick={onSwitchToSignUp}
              className="font-medium text-rose hover:underline"
            >
              Create an account
            </button>
          ) : (
            <Link to="/signup/couple" className="font-medium text-rose hover:underline">
              Create an account
            </Link>
          )}
        </>
      }
    >
      {params.get("verified") === "1" && (
        <p role="status" className="mb-5 rounded-xl bg-sage-light/60 px-4 py-3 text-sm text-ink">
          Your email is confirmed. Sign in to continue.
        </p>
      )}
      <SignInForm />
    </AuthCard>
  );
}
