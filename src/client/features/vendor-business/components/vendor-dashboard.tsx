import { ArrowRight, Settings } from "lucide-react";
import { Link } from "@client/lib/router-link";
import type { OwnerVendorListing, VendorListingFields } from "@shared/schemas/vendor-listing";
import { ErrorState } from "@client/components/listings/result-states";
import { ButtonLink } from "@client/components/ui/button";
import { ApiError } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import {
  useCreateVendorListing,
  useOwnerVendorListing,
  useUpdateVendorListing,
} from "../api/vendor-listing-api";
import { toFormValues } from "../utils/listing-form";
import { ListingEditor } from "./listing-editor";
import { ListingStats } from "./listing-stats";
import { ListingStatus } from "./listing-status";
import { PendingState } from "@client/components/ui/pending-state";

function DashboardHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sage">Vendor Dashboard</p>
        <h1 className="mt-2 text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-body text-muted">{intro}</p>
      </div>
      <ButtonLink to="/vendor-account" variant="ghost" size="sm" className="self-start sm:self-auto">
        <Settings className="size-4" aria-hidden /> Account settings
      </ButtonLink>
    </header>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">Loading your listing…</span>
      <div className="h-20 w-2/3 animate-pulse rounded-2xl bg-cream" />
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-3xl bg-cream" />
        ))}
      </div>
      <div className="h-96 animate-pulse rounded-3xl bg-cream" />
    </div>
  );
}

/** /vendor-dashboard: stats, status and the listing editor, or the form that creates the listing. */
export function VendorDashboard() {
  const query = useOwnerVendorListing();
  const create = useCreateVendorListing();
  const update = useUpdateVendorListing();

  if (query.isPending)
    return (
      <PendingState query={query}>
        <DashboardSkeleton />
      </PendingState>
    );
  if (query.isError)
    return (
      <ErrorState
        title="We couldn't load your listing"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const data: OwnerVendorListing = query.data;

  if (!data.listing) {
    const onCreate = async (values: VendorListingFields, { publish }: { publish: boolean }) => {
      try {
        await create.mutateAsync({ ...values, publish });
      } catch (err) {
        // Someone (another tab) created it meanwhile: show it.
        if (err instanceof ApiError && err.status === 409) void query.refetch();
        throw err;
      }
      toast.success(publish ? "Your listing is live" : "Your listing is saved as a draft", {
        description: publish ? "Couples can now find you in search." : "Publish it whenever you're ready.",
      });
      window.scrollTo({ top: 0, behavior: "smooth" });
    };
    return (
      <>
        <DashboardHeader
          title="Create your listing"
          intro="Your page on June Weddings: couples searching your category and city find it, read your packages and send you inquiries. It takes about ten minutes."
        />
        <aside className="flex flex-col gap-2 rounded-3xl bg-sage-light/60 px-5 py-4 text-body text-ink sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <strong className="font-semibold">Already on June Weddings?</strong> We may have listed your
            business from public information.
          </p>
          <Link
            to="/vendor/claim"
            className="inline-flex items-center gap-1 font-medium text-rose underline-offset-4 hover:underline"
          >
            Claim your listing <ArrowRight className="size-4" aria-hidden />
          </Link>
        </aside>
        <ListingEditor
          mode="create"
          defaultValues={toFormValues({ prefill: data.prefill })}
          onSave={onCreate}
        />
      </>
    );
  }

  const listing = data.listing;
  const onUpdate = async (values: VendorListingFields) => {
    await update.mutateAsync(values);
    toast.success("Changes saved", {
      description: listing.isPublished ? "Your page shows them now." : undefined,
    });
  };
  return (
    <>
      <DashboardHeader
        title={listing.businessName}
        intro="Keep your page fresh: new photos, clear packages and quick replies bring more inquiries."
      />
      <ListingStatus listing={listing} />
      {data.stats && <ListingStats stats={data.stats} />}
      <ListingEditor key={listing.id} mode="edit" defaultValues={toFormValues(listing)} onSave={onUpdate} />
    </>
  );
}
