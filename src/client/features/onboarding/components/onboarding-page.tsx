import { Button } from "@client/components/ui/button";
import { PageSpinner } from "@client/components/ui/spinner";
import { PendingState } from "@client/components/ui/pending-state";
import { useMeForOnboarding } from "../api/onboarding-api";
import { emptyValues, type OnboardingValues } from "../utils/onboarding-form";
import { OnboardingFlow } from "./onboarding-flow";

/** `/onboarding`: the flow, started from what the couple's profile already holds (issue #14). */
export function OnboardingPage() {
  const me = useMeForOnboarding();
  if (me.isPending)
    return (
      <PendingState query={me}>
        <PageSpinner />
      </PendingState>
    );
  if (me.isError)
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-20 text-center">
        <h1 className="text-3xl text-ink">We couldn't load your account</h1>
        <p className="mt-3 text-muted">{me.error.message}</p>
        <Button className="mt-6" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </div>
    );
  const p = me.data.couple;
  const initial: OnboardingValues = {
    ...emptyValues,
    partner1Name: p?.partner1Name ?? "",
    partner2Name: p?.partner2Name ?? "",
    weddingDate: p?.weddingDate ?? "",
    cityId: p?.cityId ?? "",
    guestCount: p?.guestCount ? String(p.guestCount) : "",
  };
  return <OnboardingFlow initial={initial} />;
}
