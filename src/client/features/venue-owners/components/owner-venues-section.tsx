import { CalendarCheck, Eye, EyeOff, Heart, MessageSquare, Pencil, Plus, ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "@client/lib/router-link";
import { cityById } from "@shared/catalog";
import type { OwnerVenueStatus, OwnerVenueSummary } from "@shared/schemas/owner-venues";
import { formatUsd } from "@client/components/listings/format";
import { Button, ButtonLink } from "@client/components/ui/button";
import { cx } from "@client/components/ui/class-names";
import { Modal } from "@client/components/ui/modal";
import { messageOf } from "@client/lib/api";
import { toast } from "@client/lib/toast";
import { useOwnerVenues, useSetPublished } from "../api/owner-venues-api";
import { PendingState } from "@client/components/ui/pending-state";
import { ResponsiveImage } from "@client/components/media/responsive-image";

const statusCopy: Record<OwnerVenueStatus, { label: string; className: string }> = {
  published: { label: "Published", className: "bg-sage-light text-ink" },
  draft: { label: "Draft", className: "bg-cream text-ink" },
  hidden: { label: "Hidden by our team", className: "bg-red-50 text-red-800" },
};

const n = (value: number) => value.toLocaleString("en-US");

/** The dashboard's first section: totals, then each venue with its stats and actions. */
export function OwnerVenuesSection() {
  const venues = useOwnerVenues();
  return (
    <section aria-labelledby="my-venues-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-venues-title" className="text-3xl text-ink">
            Your venues
          </h2>
          <p className="mt-1 text-muted">Views and saves count the last 30 days and all time.</p>
        </div>
        {venues.data && venues.data.length > 0 && (
          <ButtonLink to="/add-venue" variant="secondary">
            <Plus className="size-4" aria-hidden /> Add a venue
          </ButtonLink>
        )}
      </div>
      {venues.isPending ? (
        <PendingState query={venues}>
          <VenuesSkeleton />
        </PendingState>
      ) : venues.isError ? (
        <div role="alert" className="rounded-3xl border border-line bg-white p-8 text-center">
          <p className="text-ink">We couldn't load your venues.</p>
          <p className="mt-1 text-sm text-muted">{messageOf(venues.error)}</p>
          <Button className="mt-5" variant="secondary" onClick={() => void venues.refetch()}>
            Try again
          </Button>
        </div>
      ) : venues.data.length === 0 ? (
        <EmptyVenues />
      ) : (
        <>
          <Totals venues={venues.data} />
          <ul className="flex flex-col gap-4" aria-label="Your venues">
            {venues.data.map((v) => (
              <VenueRow key={v.id} venue={v} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Totals({ venues }: { venues: OwnerVenueSummary[] }) {
  const sum = (pick: (v: OwnerVenueSummary) => number) => venues.reduce((a, v) => a + pick(v), 0);
  const newInquiries = sum((v) => v.stats.newInquiries);
  const items = [
    { label: "Views, last 30 days", value: n(sum((v) => v.stats.views30d)), icon: Eye },
    { label: "Saves by couples", value: n(sum((v) => v.stats.saves)), icon: Heart },
    {
      label: "Inquiries",
      value: n(sum((v) => v.stats.inquiries)),
      note: newInquiries > 0 ? `${n(newInquiries)} new` : undefined,
      icon: MessageSquare,
    },
    { label: "Upcoming tours", value: n(sum((v) => v.stats.upcomingTours)), icon: CalendarCheck },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals across your venues">
      {items.map(({ label, value, note, icon: Icon }) => (
        <div key={label} className="rounded-3xl border border-line bg-white p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-xs font-medium text-muted sm:text-sm">
            <Icon className="size-4 text-sage" aria-hidden /> {label}
          </dt>
          <dd className="mt-2 flex items-baseline gap-2">
            <span className="font-serif text-3xl text-ink">{value}</span>
            {note && (
              <span className="rounded-full bg-rose px-2 py-0.5 text-xs font-semibold text-white">
                {note}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function VenueRow({ venue }: { venue: OwnerVenueSummary }) {
  const titleId = useId();
  const setPublished = useSetPublished();
  const [confirming, setConfirming] = useState(false);
  const city = cityById(venue.cityId);
  const status = statusCopy[venue.status];
  const s = venue.stats;

  function change(publish: boolean) {
    setPublished.mutate(
      { id: venue.id, publish },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          if (saved.status === "hidden")
            toast.info(publish ? "Marked to publish" : "Unpublished", {
              description:
                "Our team has hidden this venue, so couples can't see it yet. Write to us to ask why.",
            });
          else if (publish)
            toast.success(`${venue.name} is live`, { description: "Couples can find it in search." });
          else
            toast.success(`${venue.name} is unpublished`, { description: "It no longer shows in search." });
        },
      },
    );
  }

  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-4 overflow-hidden rounded-3xl border border-line bg-white p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-5 lg:grid-cols-[12rem_minmax(0,1fr)_auto]"
    >
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-cream">
        {venue.photo && (
          <ResponsiveImage
            photo={venue.photo}
            alt=""
            layout="tile"
            width={1200}
            height={800}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="font-serif text-2xl text-ink">
            {venue.name}
          </h3>
          <span className={cx("rounded-full px-2.5 py-0.5 text-xs font-semibold", status.className)}>
            {status.label}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted">
          {[venue.neighborhood, city?.name].filter(Boolean).join(", ")} · from {formatUsd(venue.priceFrom)} ·
          up to {n(venue.capacitySeated)} seated
        </p>
        {venue.status === "hidden" && (
          <p className="mt-2 text-sm text-red-800">
            Our team has hidden this venue, so couples can't see it whatever you choose here.{" "}
            <Link to="/contact" className="underline">
              Ask us why
            </Link>
            .
          </p>
        )}
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <Stat label="Views (30 days)" value={n(s.views30d)} hint={`${n(s.viewsTotal)} all time`} />
          <Stat label="Saves" value={n(s.saves)} />
          <Stat
            label="Inquiries"
            value={n(s.inquiries)}
            hint={s.newInquiries > 0 ? `${n(s.newInquiries)} new` : undefined}
            isHot={s.newInquiries > 0}
          />
          <Stat label="Upcoming tours" value={n(s.upcomingTours)} />
        </dl>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:col-span-2 lg:col-span-1 lg:flex-col lg:items-stretch">
        <ButtonLink to={`/add-venue?edit=${venue.id}`} variant="secondary" size="sm">
          <Pencil className="size-4" aria-hidden /> Edit<span className="sr-only"> {venue.name}</span>
        </ButtonLink>
        {venue.isPublished ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <EyeOff className="size-4" aria-hidden /> Unpublish<span className="sr-only"> {venue.name}</span>
          </Button>
        ) : (
          <Button size="sm" isLoading={setPublished.isPending} onClick={() => void change(true)}>
            <Eye className="size-4" aria-hidden /> Publish<span className="sr-only"> {venue.name}</span>
          </Button>
        )}
        {venue.status === "published" && (
          <ButtonLink to={`/venues/${venue.slug}`} variant="link" size="sm" className="px-2">
            <ExternalLink className="size-4" aria-hidden /> View page
            <span className="sr-only"> of {venue.name}</span>
          </ButtonLink>
        )}
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        labelledBy={`${titleId}-confirm`}
        describedBy={`${titleId}-confirm-text`}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-xl"
      >
        <h2 id={`${titleId}-confirm`} className="text-2xl">
          Unpublish {venue.name}?
        </h2>
        <p id={`${titleId}-confirm-text`} className="mt-2 text-muted">
          Couples won't find it in search and its page will stop working. Saves, inquiries and booked tours
          stay. You can publish it again any time.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
            autoFocus
            variant="ghost"
            onClick={() => setConfirming(false)}
          >
            Keep it published
          </Button>
          <Button isLoading={setPublished.isPending} onClick={() => void change(false)}>
            Unpublish
          </Button>
        </div>
      </Modal>
    </li>
  );
}

function Stat({
  label,
  value,
  hint,
  isHot,
}: {
  label: string;
  value: string;
  hint?: string;
  isHot?: boolean;
}) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="flex items-baseline gap-1.5">
        <span className="text-lg font-semibold text-ink">{value}</span>
        {hint && (
          <span className={cx("text-xs", isHot ? "font-semibold text-rose-dark" : "text-muted")}>{hint}</span>
        )}
      </dd>
    </div>
  );
}

function EmptyVenues() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-rose/40 bg-white px-6 py-14 text-center">
      <p className="font-serif text-3xl text-ink">List your first venue</p>
      <p className="mt-2 max-w-md text-muted">
        It takes about ten minutes: the basics, capacity and price, a few photos and a description. You can
        save a draft and publish when it's ready.
      </p>
      <ButtonLink to="/add-venue" className="mt-6">
        <Plus className="size-4" aria-hidden /> List your first venue
      </ButtonLink>
    </div>
  );
}

function VenuesSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading your venues">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-3xl bg-cream" />
        ))}
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-3xl bg-cream" />
      ))}
    </div>
  );
}
