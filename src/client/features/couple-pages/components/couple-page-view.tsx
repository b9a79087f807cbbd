import { useQuery } from "@tanstack/react-query";
import { ArrowUpRight, CalendarHeart, MapPin, Store } from "lucide-react";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { localToday } from "@shared/rules/wedding-countdown";
import type { CouplePage, CouplePageViewer } from "@shared/schemas/couple-pages";
import { ErrorState } from "@client/components/listings/result-states";
import { useListingTitle } from "@client/components/listings/use-listing-title";
import { ButtonLink } from "@client/components/ui/button";
import { PendingState } from "@client/components/ui/pending-state";
import { PageSpinner } from "@client/components/ui/spinner";
import { ApiError, messageOf } from "@client/lib/api";
import { useSession } from "@client/lib/session";
import { couplePageQuery } from "../api/couple-pages-api";
import { weddingWhen } from "../utils/wedding-words";

const eyebrows: Record<CouplePageViewer, string> = {
  couple: "Your page, as your helpers and vendors see it",
  contributor: "A wedding you help with",
  business: "A couple you work with",
};

/**
 * /couple/{id}: the couple as its contributors and the businesses it works with see them. Anyone else —
 * signed out too — sees `notFound`, exactly as for a couple that does not exist (the route composes it).
 */
export function CouplePageView({ notFound }: { notFound: ReactNode }) {
  const { id = "" } = useParams();
  const { status, user } = useSession();
  const query = useQuery({ ...couplePageQuery(id), enabled: Boolean(user) });
  const isNotFound =
    status !== "loading" && (!user || (query.error instanceof ApiError && query.error.status === 404));
  useListingTitle(isNotFound ? "Page Not Found" : query.data?.coupleNames);
  if (status === "loading") return <PageSpinner />;
  if (isNotFound) return <>{notFound}</>;
  return (
    <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      {query.isPending ? (
        <PendingState query={query}>
          <div className="flex flex-col gap-6" aria-hidden>
            <div className="h-32 max-w-xl animate-pulse rounded-3xl bg-cream" />
            <div className="h-48 animate-pulse rounded-3xl bg-cream" />
          </div>
        </PendingState>
      ) : query.isError ? (
        <ErrorState
          message={messageOf(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <CoupleDetails page={query.data} />
      )}
    </div>
  );
}

function CoupleDetails({ page }: { page: CouplePage }) {
  const when = weddingWhen(page.weddingDate, localToday());
  return (
    <>
      <header className="mb-10">
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-sage">
          {eyebrows[page.viewer]}
        </p>
        <h1 className="text-4xl leading-tight text-ink sm:text-5xl">{page.coupleNames}</h1>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-lead text-muted">
          <li className="flex flex-wrap items-center gap-1.5">
            <CalendarHeart className="size-4 shrink-0 text-sage" aria-hidden />
            {when.date}
            {when.countdown && (
              <span className="whitespace-nowrap rounded-full bg-blush/70 px-2.5 py-0.5 text-small text-rose-dark">
                {when.countdown}
              </span>
            )}
          </li>
          {page.city && (
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 shrink-0 text-sage" aria-hidden />
              {page.city}
            </li>
          )}
        </ul>
      </header>

      <section aria-labelledby="booked-h" className="rounded-3xl border border-line bg-white p-5 sm:p-7">
        <h2 id="booked-h" className="text-title-sm text-ink sm:text-title">
          Booked vendors
        </h2>
        {page.booked.length === 0 ? (
          <p className="mt-2 text-body text-muted">
            {page.viewer === "couple"
              ? "Nothing booked yet. When a venue or vendor marks your inquiry booked, it shows here."
              : "Nothing booked yet."}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-line">
            {page.booked.map((b) => (
              <li key={`${b.kind}:${b.name}`} className="flex items-center gap-4 py-3.5">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sage-light text-sage">
                  <Store className="size-5" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-body font-medium text-ink">{b.name}</p>
                  <p className="text-small text-muted">{b.category}</p>
                </div>
                {b.href && (
                  <Link
                    to={b.href}
                    className="inline-flex shrink-0 items-center gap-1 text-small font-medium text-rose underline-offset-4 hover:underline"
                    aria-label={`View ${b.name}`}
                  >
                    View <ArrowUpRight className="size-4" aria-hidden />
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {page.viewer === "contributor" && (
        <ButtonLink to="/contributor-dashboard" variant="secondary" className="mt-8">
          All weddings you help with
        </ButtonLink>
      )}
      {page.viewer === "couple" && (
        <ButtonLink to="/contributor-access" variant="secondary" className="mt-8">
          Choose who helps you plan
        </ButtonLink>
      )}
    </>
  );
}
