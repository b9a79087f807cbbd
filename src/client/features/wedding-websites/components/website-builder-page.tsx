import { useState } from "react";
import { Page } from "@client/components/layout/page";
import { PageSpinner } from "@client/components/ui/spinner";
import { PendingState } from "@client/components/ui/pending-state";
import { Button } from "@client/components/ui/button";
import { useWebsite } from "../api/wedding-website-api";
import { PublishPanel } from "./publish-panel";
import { WebsiteForm } from "./website-form";
import { WebsitePreview } from "./website-preview";

/** /planning/wedding-websites: the builder, with publishing on top and the live preview beside it. */
export function WebsiteBuilderPage() {
  const query = useWebsite();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  return (
    <Page
      width="wide"
      eyebrow="Wedding website"
      title="Your wedding website"
      intro="Your story, schedule, travel tips, registry and RSVP in one place. It stays private until you publish it."
    >
      {query.isPending ? (
        <PendingState query={query}>
          <PageSpinner />
        </PendingState>
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-line bg-white p-6">
          <p className="text-body text-ink">We couldn&apos;t load your website. {query.error.message}</p>
          <Button className="mt-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <PublishPanel site={query.data} onChanged={reload} />
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <WebsiteForm key={query.data.slug} site={query.data} onSaved={reload} />
            <div className="lg:sticky lg:top-24 lg:self-start">
              <WebsitePreview path={query.data.path} version={version} />
            </div>
          </div>
        </div>
      )}
    </Page>
  );
}
