import { useSearchParams } from "react-router";
import { SignInPanel } from "@client/features/auth/components/sign-in-panel";
import { SignUpPanel } from "@client/features/auth/components/sign-up-panel";

/** /auth?mode=signin|signup — one page, two modes; signing up here makes a couple account (the default kind). */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode = params.get("mode") === "signup" ? "signup" : "signin";
  if (mode === "signup")
    return <SignUpPanel kind="couple" onSwitchToSignIn={() => setParams({ mode: "signin" })} />;
  return <SignInPanel onSwitchToSignUp={() => setParams({ mode: "signup" })} />;
}
