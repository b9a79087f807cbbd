import { Flag } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Modal } from "@client/components/ui/modal";
import { FormLoading } from "./form-loading";

const ReportForm = lazy(() => import("./report-form"));

/** "Report" under a review: anyone, signed out too, says why in a dialog; it goes to the admin queue. */
export function ReportButton({ reviewId, author }: { reviewId: string; author: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const titleId = useId();
  const descId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm text-muted hover:bg-cream hover:text-ink"
        aria-label={`Report the review by ${author}`}
      >
        <Flag className="size-3.5" aria-hidden /> Report
      </button>
      <Modal
        open={isOpen}
        onClose={() => setIsOpen(false)}
        labelledBy={titleId}
        describedBy={descId}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-xl sm:p-8"
      >
        <h2 id={titleId} className="text-3xl text-ink">
          Report this review
        </h2>
        <p id={descId} className="mt-2 text-body text-muted">
          Tell us how the review by {author} breaks the rules. Our team reads every report; a review that
          breaks them is hidden.
        </p>
        {isOpen && (
          <Suspense fallback={<FormLoading />}>
            <ReportForm reviewId={reviewId} onDone={() => setIsOpen(false)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
