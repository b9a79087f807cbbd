import { FileText, X } from "lucide-react";
import { useId, useState } from "react";
import type { ChatAttachment } from "@shared/schemas/collaboration";
import { Modal } from "@client/components/ui/modal";
import { formatBytes, isImage } from "../utils/attachment-rules";
import { ResponsiveImage } from "@client/components/media/responsive-image";

/** A message's files: images as thumbnails that open full size, PDFs as links that download them. */
export function MessageAttachments({ attachments }: { attachments: ChatAttachment[] }) {
  const [open, setOpen] = useState<ChatAttachment | null>(null);
  const titleId = useId();
  if (attachments.length === 0) return null;
  const images = attachments.filter((a) => isImage(a.contentType));
  const files = attachments.filter((a) => !isImage(a.contentType));
  return (
    <div className="mt-2 flex flex-col gap-2">
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((a) => (
            <li key={a.uploadId}>
              <button
                type="button"
                onClick={() => setOpen(a)}
                aria-label="Open the photo full size"
                className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose"
              >
                <ResponsiveImage
                  photo={{ ...a, src: a.url }}
                  alt=""
                  layout="chatThumb"
                  width={176}
                  height={128}
                  className="h-28 w-36 object-cover sm:h-32 sm:w-44"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.map((a) => (
        <a
          key={a.uploadId}
          href={a.url}
          download={a.name}
          className="flex items-center gap-2 rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink hover:border-rose/50"
        >
          <FileText className="size-5 shrink-0 text-rose" aria-hidden />
          <span className="min-w-0 truncate">{a.name}</span>
          <span className="shrink-0 text-xs text-muted">
            <span className="sr-only">, </span>PDF · {formatBytes(a.bytes)}
            <span className="sr-only">, download</span>
          </span>
        </a>
      ))}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        labelledBy={titleId}
        className="m-auto max-h-[95dvh] max-w-[min(95vw,64rem)] rounded-2xl bg-white p-0 shadow-2xl"
      >
        {open && (
          <figure className="flex flex-col">
            <div className="flex items-center justify-between gap-3 px-4 py-2">
              <figcaption id={titleId} className="min-w-0 truncate text-sm text-ink">
                Photo
              </figcaption>
              <button
                type="button"
                onClick={() => setOpen(null)}
                className="inline-flex size-10 items-center justify-center rounded-full hover:bg-cream"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden />
              </button>
            </div>
            <ResponsiveImage
              photo={{ ...open, src: open.url }}
              alt=""
              layout="lightbox"
              loading="eager"
              className="max-h-[85dvh] w-auto object-contain"
            />
          </figure>
        )}
      </Modal>
    </div>
  );
}
