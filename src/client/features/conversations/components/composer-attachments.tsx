import { FileText, X } from "lucide-react";
import { cx } from "@client/components/ui/class-names";
import type { DraftAttachment } from "../hooks/use-attachments";
import { formatBytes } from "../utils/attachment-rules";

/** The files going with the next message, each with its upload state and a remove button. */
export function ComposerAttachments({
  drafts,
  onRemove,
}: {
  drafts: DraftAttachment[];
  onRemove: (localId: string) => void;
}) {
  if (drafts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attachments">
      {drafts.map((d) => {
        const state = d.error
          ? d.error
          : d.uploaded
            ? formatBytes(d.bytes)
            : `Uploading ${Math.round(d.progress * 100)}%`;
        return (
          <li
            key={d.localId}
            className={cx(
              "flex max-w-full items-center gap-2 rounded-xl border bg-white py-1.5 pl-1.5 pr-1 text-sm",
              d.error ? "border-red-300" : "border-line",
            )}
          >
            {d.previewUrl ? (
              <img src={d.previewUrl} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
            ) : (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-cream">
                <FileText className="size-5 text-rose" aria-hidden />
              </span>
            )}
            <span className="min-w-0">
              <span className="block max-w-40 truncate text-ink">{d.name}</span>
              <span className={cx("block text-xs", d.error ? "text-red-700" : "text-muted")}>{state}</span>
            </span>
            <button
              type="button"
              onClick={() => onRemove(d.localId)}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-ink focus-visible:outline-2 focus-visible:outline-rose"
              aria-label={`Remove ${d.name}`}
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
