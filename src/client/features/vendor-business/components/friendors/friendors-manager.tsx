import { ArrowRight, EyeOff } from "lucide-react";
import { useState } from "react";
import { Link } from "@client/lib/router-link";
import type { Friendor, FriendorVendor } from "@shared/schemas/friendors";
import { ErrorState } from "@client/components/listings/result-states";
import { Button, ButtonLink } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useMyFriendors, useRecommendVendor, useRemoveRecommendation } from "../../api/friendors-api";
import { useOwnerVendorListing } from "../../api/vendor-listing-api";
import { EditorSection } from "../editor-section";
import { FriendorRow } from "./friendor-row";
import { RecommendForm } from "./recommend-form";
import { VendorFinder } from "./vendor-finder";

const notShown = (
  <span className="inline-flex items-center gap-1 rounded-full bg-cream px-2 py-0.5 text-xs text-muted">
    <EyeOff className="size-3" aria-hidden /> Not shown publicly
  </span>
);

/** A signed-in vendor's friendors: find and recommend, edit or withdraw, and who recommends them. */
export function FriendorsManager() {
  // The listing first: a vendor without one sees the way to create it (not a refused request).
  const own = useOwnerVendorListing();
  const hasListing = Boolean(own.data?.listing);
  const query = useMyFriendors(hasListing);
  const remove = useRemoveRecommendation();
  const restore = useRecommendVendor();
  const [editing, setEditing] = useState<{ vendor: FriendorVendor; note: string } | null>(null);
  const [removed, setRemoved] = useState<Friendor | null>(null);

  if (own.data && !own.data.listing)
    return (
      <div className="rounded-3xl border border-line bg-white p-6 text-center sm:p-10">
        <h2 className="text-3xl text-ink">Create your listing first</h2>
        <p className="mx-auto mt-2 max-w-md text-body text-muted">
          Recommendations are made from your vendor listing, and shown with your name and photo.
        </p>
        <ButtonLink to="/vendor-dashboard" className="mt-6">
          Create your listing <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      </div>
    );
  if (own.isError)
    return (
      <ErrorState
        title="We couldn't load your friendors"
        message={own.error.message}
        onRetry={() => void own.refetch()}
        isRetrying={own.isFetching}
      />
    );
  if (own.isPending || query.isPending)
    return (
      <div role="status" className="h-64 animate-pulse rounded-3xl bg-cream">
        <span className="sr-only">Loading your friendors…</span>
      </div>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403)
      return (
        <div className="rounded-3xl border border-line bg-white p-6 text-center sm:p-10">
          <h2 className="text-3xl text-ink">Create your listing first</h2>
          <p className="mx-auto mt-2 max-w-md text-body text-muted">{query.error.message}</p>
          <ButtonLink to="/vendor-dashboard" className="mt-6">
            Go to your dashboard <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        </div>
      );
    return (
      <ErrorState
        title="We couldn't load your friendors"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const { listing, recommending, recommendedBy } = query.data;
  const recommendedSlugs = new Set(recommending.map((r) => r.vendor.slug));

  function onRemove(friendor: Friendor) {
    remove.mutate(friendor.vendor.slug, {
      onSuccess: () => {
        setRemoved(friendor);
      },
    });
  }

  function onUndo() {
    if (!removed) return;
    restore.mutate(
      { vendorSlug: removed.vendor.slug, note: removed.note },
      {
        onSuccess: () => {
          toast.success(`${removed.vendor.businessName} is back on your list`);
          setRemoved(null);
        },
      },
    );
  }

  const pick = (vendor: FriendorVendor) =>
    setEditing({ vendor, note: recommending.find((r) => r.vendor.slug === vendor.slug)?.note ?? "" });

  return (
    <div className="flex flex-col gap-6">
      {!listing.isPublished && (
        <p className="rounded-2xl bg-cream px-5 py-4 text-body text-ink">
          Your listing isn't published, so your recommendations don't show on profiles yet.{" "}
          <Link to="/vendor-dashboard" className="font-medium text-rose underline-offset-4 hover:underline">
            Publish it from your dashboard
          </Link>
          .
        </p>
      )}
      <EditorSection
        id="friendors-recommend"
        title="Recommend a fellow pro"
        description={`You're recommending as ${listing.businessName}. Only published vendors can be recommended.`}
      >
        <VendorFinder ownSlug={listing.slug} recommended={recommendedSlugs} onPick={pick} />
        {editing && (
          <div className="mt-5">
            <RecommendForm
              key={editing.vendor.slug}
              vendor={editing.vendor}
              initialNote={editing.note}
              onDone={() => setEditing(null)}
            />
          </div>
        )}
      </EditorSection>

      <EditorSection
        id="friendors-mine"
        title="You recommend"
        description="Shown on each vendor's profile under “Recommended by fellow pros”."
      >
        <div aria-live="polite">
          {removed && (
            <p className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl bg-cream px-4 py-3 text-body text-ink">
              You no longer recommend {removed.vendor.businessName}.
              <Button variant="link" size="sm" onClick={() => void onUndo()} isLoading={restore.isPending}>
                Undo
              </Button>
            </p>
          )}
        </div>
        {recommending.length === 0 ? (
          <p className="text-body text-muted">
            No recommendations yet. Search above for a photographer, florist or planner you love working with.
          </p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Vendors you recommend">
            {recommending.map((r) => (
              <li key={r.vendor.slug}>
                <FriendorRow
                  vendor={r.vendor}
                  note={r.note}
                  badge={r.isVisible ? undefined : notShown}
                  actions={
                    <>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => pick(r.vendor)}
                        aria-label={`Edit your note for ${r.vendor.businessName}`}
                      >
                        Edit note
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700 hover:bg-red-50"
                        onClick={() => void onRemove(r)}
                        aria-label={`Remove your recommendation of ${r.vendor.businessName}`}
                      >
                        Remove
                      </Button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </EditorSection>

      <EditorSection
        id="friendors-theirs"
        title="Recommending you"
        description="Fellow pros who vouch for you. Their words appear on your profile."
      >
        {recommendedBy.length === 0 ? (
          <p className="text-body text-muted">
            Nobody yet. Recommend the pros you work with — many recommend back.
          </p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Vendors recommending you">
            {recommendedBy.map((r) => (
              <li key={r.vendor.slug}>
                <FriendorRow vendor={r.vendor} note={r.note} badge={r.isVisible ? undefined : notShown} />
              </li>
            ))}
          </ul>
        )}
      </EditorSection>
    </div>
  );
}
