import { Heart } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import type { VenueSummary } from "@shared/schemas/marketplace";
import { cx } from "@client/components/ui/class-names";
import { useSession } from "@client/lib/session";
import { toast } from "@client/lib/toast";
import { toSavedVenue, useSavedVenues, useToggleSavedVenue } from "../api/saved-venues-api";

/**
 * The save state of one venue for whoever is looking: couples toggle it; signed-out visitors are sent to
 * sign in (and come back here); venue owners and vendors do not see the control at all.
 */
function useSaveToggle(venue: VenueSummary) {
  const { status, user } = useSession();
  const isCouple = user?.kind === "couple";
  const saved = useSavedVenues(isCouple);
  const toggle = useToggleSavedVenue();
  const navigate = useNavigate();
  const location = useLocation();
  const isSaved = !!saved.data?.some((v) => v.venueId === venue.id);

  function onToggle() {
    if (!user) {
      toast.info("Sign in to save venues");
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const next = !isSaved;
    toggle.mutate(
      { venue: toSavedVenue(venue), isSaved: next },
      {
        onSuccess: () =>
          next
            ? toast.success("Saved to your venues", {
                description: "Compare and manage them in My Account.",
              })
            : toast.info("Removed from your saved venues"),
      },
    );
  }

  return {
    isVisible: status === "signed-out" || isCouple,
    // A couple's hearts wait for their list, so a saved venue never flashes as unsaved.
    isReady: !isCouple || saved.isSuccess,
    isSaved,
    onToggle,
  };
}

/** The round heart over a card's photo. */
export function SaveVenueHeart({ venue, className }: { venue: VenueSummary; className?: string }) {
  const { isVisible, isReady, isSaved, onToggle } = useSaveToggle(venue);
  if (!isVisible) return null;
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={!isReady}
      aria-pressed={isSaved}
      aria-label={`Save ${venue.name}`}
      title={isSaved ? "Saved — click to remove" : "Save this venue"}
      className={cx(
        "inline-flex size-11 items-center justify-center rounded-full bg-white/95 shadow-md transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:opacity-70",
        className,
      )}
    >
      <Heart
        className={cx("size-5 transition-colors", isSaved ? "fill-rose text-rose" : "text-ink")}
        aria-hidden
      />
    </button>
  );
}

/** The full-width "Save venue" / "Saved" button on a venue's page. */
export function SaveVenueButton({ venue }: { venue: VenueSummary }) {
  const { isVisible, isReady, isSaved, onToggle } = useSaveToggle(venue);
  if (!isVisible) return null;
  const label = isSaved ? "Saved" : "Save venue";
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={!isReady}
      aria-pressed={isSaved}
      // Named as it reads, then which venue (axe label-content-name-mismatch; issue #18).
      aria-label={`${label}: ${venue.name}`}
      className={cx(
        "inline-flex h-11 w-full items-center justify-center gap-2 rounded-full border px-6 text-body font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:opacity-60",
        isSaved
          ? "border-rose bg-blush/60 text-rose-dark hover:bg-blush"
          : "border-rose/40 bg-white text-rose hover:bg-blush/60",
      )}
    >
      <Heart className={cx("size-4", isSaved && "fill-rose")} aria-hidden />
      <span>{label}</span>
    </button>
  );
}
