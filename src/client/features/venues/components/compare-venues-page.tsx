import { ArrowLeft, Check, Minus, Scale, X } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@client/lib/router-link";
import { cityById } from "@shared/catalog";
import { venueStyleLabels } from "@shared/marketplace-catalog";
import { MAX_COMPARED_VENUES, parseCompareSlugs, type ComparedVenue } from "@shared/schemas/saved-venues";
import { formatUsd, priceTierWords } from "@client/components/listings/format";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "@client/components/listings/listing-card";
import { PriceTier } from "@client/components/listings/price-tier";
import { ErrorState } from "@client/components/listings/result-states";
import { ButtonLink } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { ApiError } from "@client/lib/api";
import { useComparedVenues } from "../api/saved-venues-api";
import { amenityUnion, largestCapacityIds, lowestPriceIds } from "../utils/compare-venues";
import { settingLabels } from "../utils/venue-labels";
import { EmailAddress } from "@client/components/ui/email-address";
import { ResponsiveImage } from "@client/components/media/responsive-image";

const ACCOUNT = "/couple-account";

/** /compare-venues?venues=a,b,c: up to 3 of the couple's saved venues side by side. */
export function CompareVenuesPage({ extraRows }: { extraRows?: ExtraCompareRows } = {}) {
  const [params, setParams] = useSearchParams();
  const slugs = parseCompareSlugs(params.get("venues"));
  const isTooMany = slugs.length > MAX_COMPARED_VENUES;
  const query = useComparedVenues(isTooMany ? [] : slugs);

  function onRemove(slug: string) {
    const rest = slugs.filter((s) => s !== slug);
    setParams(rest.length > 0 ? { venues: rest.join(",") } : {}, { replace: true });
  }

  let body: ReactNode;
  if (slugs.length === 0) {
    body = (
      <Notice title="Nothing to compare yet">
        Tick two or three venues under Saved venues in your account, then choose Compare.
      </Notice>
    );
  } else if (isTooMany) {
    body = (
      <Notice title={`You can compare up to ${MAX_COMPARED_VENUES} venues`}>
        Pick two or three of your saved venues and try again.
      </Notice>
    );
  } else if (query.isPending) {
    body = <TableSkeleton columns={slugs.length} />;
  } else if (query.isError) {
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <Notice title="We couldn't find these venues in your saved venues">
          You can only compare venues you have saved. {query.error.message}
        </Notice>
      ) : (
        <ErrorState
          title="We couldn't load the comparison"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
  } else {
    // While a shorter list loads after a removal, the previous answer is shown without the removed venue.
    const venues = slugs
      .map((slug) => query.data.find((v) => v.slug === slug))
      .filter((v): v is ComparedVenue => !!v);
    body = <CompareTable venues={venues} onRemove={onRemove} extraRows={extraRows} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <Link
        to={ACCOUNT}
        className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-rose-dark hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to My Account
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-[0.2em] text-sage">Saved venues</p>
      <h1 className="mt-2 text-4xl leading-tight text-ink sm:text-5xl">Compare venues</h1>
      <div className="mt-8">{body}</div>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-line bg-white/60 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-blush/60 text-rose">
        <Scale className="size-6" aria-hidden />
      </span>
      <h2 className="mt-5 text-2xl text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-body leading-relaxed text-muted">{children}</p>
      <ButtonLink to={ACCOUNT} className="mt-6">
        Go to your saved venues
      </ButtonLink>
    </div>
  );
}

// The label column stays put while the venues scroll sideways on a phone.
const stickyCell = "sticky left-0 z-10 w-28 bg-white px-3 py-3 text-left align-top sm:w-44 sm:px-5";
const labelCell = `${stickyCell} text-xs font-semibold uppercase tracking-[0.12em] text-muted`;
const amenityCell = `${stickyCell} text-sm font-normal text-ink`;
const valueCell = "px-4 py-3 align-top text-body text-ink sm:px-5";

function Highlight({ children }: { children: ReactNode }) {
  return (
    <span className="mt-1.5 inline-flex items-center rounded-full bg-sage-light px-2.5 py-0.5 text-xs font-semibold text-ink">
      {children}
    </span>
  );
}

/** Rows another feature adds to the table (the questionnaire's answers, issue #15), composed by the route. */
export type ExtraCompareRows = (venueIds: string[], cells: { label: string; value: string }) => ReactNode;

function CompareTable({
  venues,
  onRemove,
  extraRows,
}: {
  venues: ComparedVenue[];
  onRemove: (slug: string) => void;
  extraRows?: ExtraCompareRows | undefined;
}) {
  const cheapest = lowestPriceIds(venues);
  const largest = largestCapacityIds(venues);
  const amenities = amenityUnion(venues);
  const row = (label: string, cell: (v: ComparedVenue) => ReactNode, highlight?: Set<string>) => (
    <tr className="border-t border-line">
      <th scope="row" className={labelCell}>
        {label}
      </th>
      {venues.map((v) => (
        <td key={v.venueId} className={cx(valueCell, highlight?.has(v.venueId) && "bg-sage-light/40")}>
          {cell(v)}
        </td>
      ))}
    </tr>
  );

  return (
    <>
      {venues.length === 1 && (
        <p className="mb-4 rounded-2xl bg-cream px-4 py-3 text-sm text-ink">
          Only one venue left.{" "}
          <Link to={ACCOUNT} className="font-medium text-rose underline-offset-4 hover:underline">
            Add another from your saved venues
          </Link>{" "}
          to compare.
        </p>
      )}
      <div
        className="overflow-x-auto rounded-3xl border border-line bg-white"
        role="region"
        aria-label="Venue comparison"
        tabIndex={0}
      >
        {/* Fixed layout: every venue gets the same width (at least 13rem, so a phone scrolls sideways). */}
        <table
          className="w-full table-fixed border-collapse"
          style={{ minWidth: `calc(7rem + ${venues.length} * 13rem)` }}
        >
          <caption className="sr-only">
            Side-by-side comparison of {venues.map((v) => v.name).join(", ")}
          </caption>
          <thead>
            <tr>
              <td className={labelCell} />
              {venues.map((v) => (
                <th key={v.venueId} scope="col" className={cx(valueCell, "pt-5 font-normal")}>
                  <div className="relative">
                    <ResponsiveImage
                      photo={v.photo}
                      alt=""
                      layout="tile"
                      width={PHOTO_WIDTH}
                      height={PHOTO_HEIGHT}
                      className="aspect-[3/2] w-full rounded-2xl bg-cream object-cover"
                    />
                    <button
                      type="button"
                      onClick={() => onRemove(v.slug)}
                      className="absolute right-2 top-2 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-ink shadow transition hover:text-rose-dark focus-visible:outline-2 focus-visible:outline-rose"
                      aria-label={`Remove ${v.name} from the comparison`}
                      title="Remove from the comparison"
                    >
                      <X className="size-4" aria-hidden />
                    </button>
                  </div>
                  <Link
                    to={`/venues/${v.slug}`}
                    className="mt-3 block text-left font-serif text-xl leading-tight text-ink hover:text-rose-dark hover:underline"
                  >
                    {v.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row("Location", (v) => (
              <>
                {v.neighborhood}
                <span className="block text-sm text-muted">
                  {cityById(v.cityId)?.displayName ?? v.cityId}
                </span>
              </>
            ))}
            {row(
              "Price from",
              (v) => (
                <>
                  <span className="font-semibold">{formatUsd(v.priceFrom)}</span>{" "}
                  <PriceTier tier={v.priceTier} className="text-sm" />
                  <span className="block text-sm text-muted">{priceTierWords[v.priceTier]}</span>
                  {cheapest.has(v.venueId) && <Highlight>Lowest price</Highlight>}
                </>
              ),
              cheapest,
            )}
            {row(
              "Capacity",
              (v) => (
                <>
                  {v.capacitySeated.toLocaleString("en-US")} seated
                  <span className="block text-sm text-muted">
                    {v.capacityStanding.toLocaleString("en-US")} standing
                  </span>
                  {largest.has(v.venueId) && <Highlight>Largest capacity</Highlight>}
                </>
              ),
              largest,
            )}
            {row("Setting", (v) => settingLabels[v.setting])}
            {row("Style", (v) => v.styles.map((s) => venueStyleLabels[s]).join(", ") || "—")}
            <tr className="border-t border-line bg-cream/50">
              <th scope="rowgroup" colSpan={venues.length + 1} className="px-3 py-2 text-left sm:px-5">
                <span className="sticky left-3 inline-block font-serif text-lg font-normal text-ink">
                  Amenities
                </span>
              </th>
            </tr>
            {amenities.map((a) => (
              <tr key={a} className="border-t border-line">
                <th scope="row" className={amenityCell}>
                  {a}
                </th>
                {venues.map((v) => (
                  <td key={v.venueId} className={valueCell}>
                    {v.amenities.includes(a) ? (
                      <>
                        <Check className="size-5 text-sage" aria-hidden />
                        <span className="sr-only">Yes</span>
                      </>
                    ) : (
                      <>
                        <Minus className="size-5 text-muted/50" aria-hidden />
                        <span className="sr-only">No</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {extraRows?.(
              venues.map((v) => v.venueId),
              { label: amenityCell, value: valueCell },
            )}
            {row("Address", (v) => (
              <span className="text-sm">{v.address}</span>
            ))}
            {row("Contact", (v) => (
              <ul className="flex flex-col gap-1 text-sm">
                {v.contactPhone && (
                  <li>
                    <a href={`tel:${v.contactPhone}`} className="text-rose hover:underline">
                      {v.contactPhone}
                    </a>
                  </li>
                )}
                {v.contactEmail && (
                  <li>
                    <a href={`mailto:${v.contactEmail}`} className="text-rose hover:underline">
                      <EmailAddress email={v.contactEmail} />
                    </a>
                  </li>
                )}
                {v.website && (
                  <li>
                    <a
                      href={v.website}
                      target="_blank"
                      rel="noreferrer"
                      className="break-all text-rose hover:underline"
                    >
                      Website
                    </a>
                  </li>
                )}
                {!v.contactPhone && !v.contactEmail && !v.website && <li className="text-muted">—</li>}
              </ul>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function TableSkeleton({ columns }: { columns: number }) {
  return (
    <div className="rounded-3xl border border-line bg-white p-5" role="status" aria-live="polite">
      <span className="sr-only">Loading the comparison…</span>
      <div className="flex gap-4 overflow-hidden" aria-hidden>
        <div className="w-28 shrink-0 space-y-4 pt-40 sm:w-40">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-4 w-20 animate-pulse rounded-full bg-cream" />
          ))}
        </div>
        {Array.from({ length: columns }, (_, i) => (
          <div key={i} className="min-w-52 flex-1 space-y-4">
            <div className="aspect-[3/2] animate-pulse rounded-2xl bg-cream" />
            {[0, 1, 2, 3].map((j) => (
              <div key={j} className="h-4 w-3/4 animate-pulse rounded-full bg-cream" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
