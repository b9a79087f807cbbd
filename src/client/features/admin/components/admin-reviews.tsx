import { Flag } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { cityById } from "@shared/catalog";
import type { AdminReviewReport, ReviewReportAction } from "@shared/schemas/reviews";
import { Stars } from "@client/components/listings/rating-stars";
import { Button } from "@client/components/ui/button";
import { Modal } from "@client/components/ui/modal";
import { toast } from "@client/lib/toast";
import { useDecideReviewReport, useReviewReports, type ReportTab } from "../api/admin-api";
import { AdminSection, Badge, dateTime, EmptyState, ListingLink, Loaded, Tabs } from "./admin-parts";

const tabs: { value: ReportTab; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "upheld", label: "Hidden" },
  { value: "dismissed", label: "Dismissed" },
  { value: "all", label: "All" },
];
const tone = { open: "warn", upheld: "bad", dismissed: "good" } as const;
const label = { open: "Open", upheld: "Review hidden", dismissed: "Dismissed" } as const;

type Decision = { report: AdminReviewReport; action: ReviewReportAction };

/**
 * /admin/reviews: reported reviews, the report beside the review it is about; hide the review (it leaves
 * the listing's page and rating, every open report of it is settled) or dismiss the report.
 */
export function AdminReviewsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status: ReportTab = tabs.some((t) => t.value === raw) ? (raw as ReportTab) : "open";
  const reports = useReviewReports(status);
  const decide = useDecideReviewReport();
  const [confirming, setConfirming] = useState<Decision | null>(null);

  const onConfirm = () => {
    if (!confirming) return;
    const { report, action } = confirming;
    decide.mutate(
      { id: report.id, action },
      {
        onSuccess: () => {
          toast.success(action === "hide" ? "Review hidden" : "Report dismissed", {
            description:
              action === "hide"
                ? `It no longer shows on ${report.listing.name} or counts in its rating.`
                : "The review stays published.",
          });
          setConfirming(null);
        },
      },
    );
  };

  return (
    <AdminSection
      title="Reported reviews"
      intro="Reviews visitors reported. Hide a review that breaks the rules, or dismiss the report. Open reports are oldest first."
    >
      <Tabs
        label="Report status"
        tabs={tabs}
        value={status}
        onChange={(v) => setParams(v === "open" ? {} : { status: v })}
      />
      <div className="mt-5">
        <Loaded query={reports}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState title={status === "open" ? "No reports waiting" : "Nothing here yet"}>
                {status === "open" ? "Reports from the Report button under each review appear here." : null}
              </EmptyState>
            ) : (
              <ul className="flex flex-col gap-4">
                {items.map((r) => (
                  <ReportCard
                    key={r.id}
                    report={r}
                    onDecide={(action) => setConfirming({ report: r, action })}
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
        labelledBy="decide-report-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-xl sm:p-8"
      >
        {confirming && (
          <>
            <h2 id="decide-report-title" className="text-3xl text-ink">
              {confirming.action === "hide" ? "Hide this review?" : "Dismiss this report?"}
            </h2>
            <p className="mt-2 text-body text-muted">
              {confirming.action === "hide"
                ? `"${confirming.report.review.title}" will leave ${confirming.report.listing.name}'s page and its rating. Every open report of it is settled.`
                : "The review stays on the listing's page."}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setConfirming(null)} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the user just opened (WAI-ARIA dialog pattern)
                autoFocus
                onClick={onConfirm}
                isLoading={decide.isPending}
              >
                {confirming.action === "hide" ? "Hide review" : "Dismiss report"}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </AdminSection>
  );
}

function ReportCard({
  report: r,
  onDecide,
}: {
  report: AdminReviewReport;
  onDecide: (action: ReviewReportAction) => void;
}) {
  const city = cityById(r.listing.cityId)?.displayName ?? r.listing.cityId;
  return (
    <li
      className="rounded-3xl border border-line bg-white p-5 sm:p-6"
      aria-label={`Report of "${r.review.title}"`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            {r.listing.kind === "venue" ? "Venue" : "Vendor"} · {city}
          </p>
          <h2 className="mt-1 text-2xl text-ink">
            <ListingLink kind={r.listing.kind} slug={r.listing.slug}>
              {r.listing.name}
            </ListingLink>
          </h2>
          <p className="mt-1 text-xs text-muted">Reported {dateTime.format(new Date(r.createdAt))}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {r.review.status === "hidden" && r.status !== "upheld" && <Badge tone="bad">Review hidden</Badge>}
          <Badge tone={tone[r.status]}>{label[r.status]}</Badge>
        </div>
      </div>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div>
          <h3 className="flex items-center gap-1.5 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            <Flag className="size-3.5" aria-hidden /> The report
          </h3>
          <p className="mt-2 whitespace-pre-line text-body leading-relaxed text-ink">{r.reason}</p>
          <p className="mt-2 text-sm text-muted">By {r.reporter}</p>
        </div>
        <div className="rounded-2xl bg-cream/60 p-4">
          <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted">
            The review
          </h3>
          <p className="mt-2 flex items-center gap-2">
            <span role="img" aria-label={`${r.review.rating} out of 5 stars`}>
              <Stars value={r.review.rating} />
            </span>
            <span className="font-medium text-ink">{r.review.title}</span>
          </p>
          <p className="mt-1 text-sm text-muted">
            {r.review.author} · {r.review.basis === "tour" ? "Toured" : "Booked"} ·{" "}
            {dateTime.format(new Date(r.review.createdAt))}
          </p>
          <p className="mt-2 whitespace-pre-line text-body leading-relaxed text-ink">{r.review.body}</p>
          {r.review.reply && (
            <p className="mt-3 border-l-2 border-line pl-3 text-sm text-muted">
              Reply from the business: {r.review.reply.body}
            </p>
          )}
        </div>
      </div>
      {r.status === "open" && (
        <div className="mt-5 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onDecide("dismiss")}>
            Dismiss report
          </Button>
          <Button onClick={() => onDecide("hide")}>Hide review</Button>
        </div>
      )}
    </li>
  );
}
