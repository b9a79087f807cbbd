import { useQuery } from "@tanstack/react-query";
import { HeartHandshake, ShieldCheck } from "lucide-react";
import { localToday } from "@shared/rules/wedding-countdown";
import { Page } from "@client/components/layout/page";
import { ErrorState } from "@client/components/listings/result-states";
import { ButtonLink } from "@client/components/ui/button";
import { PendingState } from "@client/components/ui/pending-state";
import { messageOf } from "@client/lib/api";
import { helpedWeddingsQuery } from "../api/couple-pages-api";
import { HelpedWeddingCard } from "./helped-wedding-card";

/** /contributor-dashboard: the weddings the signed-in person helps with (issue #13). */
export function ContributorDashboardPage() {
  const query = useQuery(helpedWeddingsQuery());
  const today = localToday();
  return (
    <Page
      eyebrow="Contributor"
      title="Weddings you help with"
      intro="Each couple decides what you see and what you can change. Everything they shared with you is here."
      width="wide"
    >
      <div className="mx-auto max-w-3xl">
        {query.isPending ? (
          <PendingState query={query}>
            <div className="flex flex-col gap-6" aria-hidden>
              {[0, 1].map((i) => (
                <div key={i} className="h-72 animate-pulse rounded-3xl bg-cream" />
              ))}
            </div>
          </PendingState>
        ) : query.isError ? (
          <ErrorState
            message={messageOf(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : query.data.length === 0 ? (
          <NoWeddings />
        ) : (
          <ul className="flex flex-col gap-6">
            {query.data.map((wedding) => (
              <li key={wedding.coupleId}>
                <HelpedWeddingCard wedding={wedding} today={today} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10 text-center">
          <ButtonLink to="/account/security" variant="ghost" size="sm">
            <ShieldCheck className="size-4" aria-hidden /> Account security
          </ButtonLink>
        </p>
      </div>
    </Page>
  );
}

function NoWeddings() {
  return (
    <section
      aria-labelledby="no-weddings"
      className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/70 px-6 py-14 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-blush/60 text-rose">
        <HeartHandshake className="size-6" aria-hidden />
      </span>
      <h2 id="no-weddings" className="mt-5 text-title text-ink">
        No weddings yet
      </h2>
      <p className="mt-3 max-w-md text-body leading-relaxed text-muted">
        When a couple invites you to help with their planning, you get an email with a link. Open it within 7
        days and their wedding appears here, with exactly what they chose to share with you.
      </p>
      <ButtonLink to="/contributors-guide" variant="secondary" className="mt-6">
        How invitations work
      </ButtonLink>
    </section>
  );
}
