import { Globe, Mail, Phone } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { cityById, vendorCategories } from "@shared/catalog";
import type { AdminApplication } from "@shared/schemas/admin";
import { Button } from "@client/components/ui/button";
import { Modal } from "@client/components/ui/modal";
import { toast } from "@client/lib/toast";
import { useApplications, useDecideApplication, type ApplicationTab } from "../api/admin-api";
import { AdminSection, Badge, dateTime, EmptyState, Loaded, Tabs } from "./admin-parts";

const tabs: { value: ApplicationTab; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "accepted", label: "Accepted" },
  { value: "declined", label: "Declined" },
  { value: "all", label: "All" },
];
const tone = { pending: "warn", accepted: "good", declined: "bad" } as const;
const label = { pending: "Pending", accepted: "Accepted", declined: "Declined" } as const;

type Decision = { application: AdminApplication; decision: "accept" | "decline" };

/** /admin/founding-50: applications, how many of the 50 spots are taken, accept / decline (confirmed). */
export function AdminFoundingPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: ApplicationTab = tabs.some((t) => t.value === raw) ? (raw as ApplicationTab) : "pending";
  const applications = useApplications(status);
  const decide = useDecideApplication();
  const [confirming, setConfirming] = useState<Decision | null>(null);

  const onConfirm = () => {
    if (!confirming) return;
    const { application, decision } = confirming;
    decide.mutate(
      { id: application.id, decision },
      {
        onSuccess: () => {
          toast.success(decision === "accept" ? "Application accepted" : "Application declined", {
            description: `We emailed ${application.contactName} at ${application.email}.`,
          });
          setConfirming(null);
        },
      },
    );
  };

  return (
    <AdminSection
      title="Founding 50"
      intro="Vendors applying for a founding spot: a year of featured placement and a lifetime price lock."
      actions={
        applications.data && (
          <p
            className="shrink-0 self-start whitespace-nowrap rounded-full bg-white px-4 py-2 text-sm font-medium text-ink ring-1 ring-line sm:self-auto"
            aria-live="polite"
          >
            {applications.data.accepted} of {applications.data.spots} accepted
          </p>
        )
      }
    >
      <Tabs
        label="Application status"
        tabs={tabs}
        value={status}
        onChange={(v) => setParams(v === "pending" ? {} : { status: v })}
      />
      <div className="mt-5">
        <Loaded query={applications}>
          {({ items, accepted, spots }) =>
            items.length === 0 ? (
              <EmptyState title={status === "pending" ? "No applications waiting" : "Nothing here yet"}>
                {status === "pending" ? "Applications from /founding-50 appear here." : null}
              </EmptyState>
            ) : (
              <ul className="flex flex-col gap-4">
                {items.map((a) => (
                  <ApplicationCard
                    key={a.id}
                    application={a}
                    isFull={accepted >= spots}
                    onDecide={(decision) => setConfirming({ application: a, decision })}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        labelledBy="decide-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-xl sm:p-8"
      >
        {confirming && (
          <>
            <h2 id="decide-title" className="text-3xl text-ink">
              {confirming.decision === "accept" ? "Accept" : "Decline"} {confirming.application.businessName}?
            </h2>
            <p className="mt-2 text-body text-muted">
              We'll email {confirming.application.contactName} right away. This can't be undone from here.
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setConfirming(null)} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
                autoFocus
                onClick={() => void onConfirm()}
                isLoading={decide.isPending}
              >
                {confirming.decision === "accept" ? "Accept and email" : "Decline and email"}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </AdminSection>
  );
}

function ApplicationCard({
  application: a,
  isFull,
  onDecide,
}: {
  application: AdminApplication;
  isFull: boolean;
  onDecide: (decision: "accept" | "decline") => void;
}) {
  const category = vendorCategories.find((c) => c.slug === a.categorySlug)?.name ?? a.categorySlug;
  return (
    <li className="rounded-3xl border border-line bg-white p-5 sm:p-6" aria-label={a.businessName}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            {category} · {cityById(a.cityId)?.displayName ?? a.cityId}
          </p>
          <h2 className="mt-1 text-2xl text-ink">{a.businessName}</h2>
          <p className="mt-1 text-xs text-muted">Applied {dateTime.format(new Date(a.createdAt))}</p>
        </div>
        <Badge tone={tone[a.status]}>{label[a.status]}</Badge>
      </div>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <ul className="flex flex-col gap-1.5 text-body text-ink">
          <li>{a.contactName}</li>
          <li className="flex min-w-0 items-center gap-2">
            <Mail className="size-4 shrink-0 text-sage" aria-hidden />
            <a className="truncate hover:text-rose" href={`mailto:${a.email}`}>
              {a.email}
            </a>
          </li>
          {a.phone && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0 text-sage" aria-hidden />
              {a.phone}
            </li>
          )}
          {a.website && (
            <li className="flex min-w-0 items-center gap-2">
              <Globe className="size-4 shrink-0 text-sage" aria-hidden />
              <a className="truncate hover:text-rose" href={a.website} target="_blank" rel="noreferrer">
                {a.website}
              </a>
            </li>
          )}
          <li className="text-sm text-muted">
            {a.yearsInBusiness} years in business · {a.weddingsPerYear} weddings a year
          </li>
        </ul>
        <div>
          <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            Why they want in
          </h3>
          <p className="mt-2 whitespace-pre-line text-body leading-relaxed text-ink">{a.why}</p>
        </div>
      </div>
      {a.status === "pending" && (
        <div className="mt-5 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-end">
          {isFull && <p className="text-sm text-rose-dark sm:mr-auto">All founding spots are taken.</p>}
          <Button variant="secondary" onClick={() => onDecide("decline")}>
            Decline
          </Button>
          <Button onClick={() => onDecide("accept")} disabled={isFull}>
            Accept
          </Button>
        </div>
      )}
    </li>
  );
}
