import { inquiryStatusLabels, type InquiryStatus } from "@shared/schemas/inquiries";
import { cx } from "@client/components/ui/class-names";
import { statusTone } from "../utils/inquiry-format";

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        statusTone[status],
      )}
    >
      <span className="sr-only">Status: </span>
      {inquiryStatusLabels[status]}
    </span>
  );
}
