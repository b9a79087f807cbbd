import { RequireAuth } from "@client/components/layout/require-auth";
import { VoiceIntakePage } from "@client/features/june/components/intake/voice-intake-page";

export default function JuneVoiceIntakeRoute() {
  return (
    <RequireAuth kind="couple">
      <VoiceIntakePage />
    </RequireAuth>
  );
}
