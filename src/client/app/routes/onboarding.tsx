import { RequireAuth } from "@client/components/layout/require-auth";
import { OnboardingPage } from "@client/features/onboarding/components/onboarding-page";

/** /onboarding: a couple's first-run flow (issue #14); the verification link lands here. */
export default function OnboardingRoute() {
  return (
    <RequireAuth kind="couple">
      <OnboardingPage />
    </RequireAuth>
  );
}
