import { ArrowLeft, ArrowRight, ImagePlus, RotateCcw, Star, Trash2, X } from "lucide-react";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type DragEvent,
  type ReactNode,
} from "react";
import type { Photo } from "@shared/schemas/marketplace";
import { Button, buttonClass } from "../ui/button";
import { cx } from "../ui/class-names";
import { altFromFileName, moveItem, precheckFile, roomFor } from "./photo-rules";
import { uploadPhoto } from "./upload-photo";
import { ResponsiveImage } from "../media/responsive-image";

export type PhotoUploaderProps = {
  value: Photo[];
  onChange: (photos: Photo[]) => void;
  /** Most photos allowed (default 12). */
  max?: number;
  label?: string;
  /** The file input's id, so an outer label or error can point at it. */
  id?: string;
};

type Pending = {
  key: number;
  file: File;
  preview: string;
  progress: number;
  error?: string;
};

let nextKey = 1;

/**
 * Listing photos: drop or choose files, each uploads on its own with progress (XHR), then shows as a
 * thumbnail with its alt text, order (first = cover) and remove. Errors stay with their file with a retry.
 * Shared by the venue and vendor editors; the props are a stable contract.
 */
export function PhotoUploader({ value, onChange, max = 12, label = "Photos", id }: PhotoUploaderProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const [pending, setPending] = useState<Pending[]>([]);
  const [status, setStatus] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [removed, setRemoved] = useState<{ photo: Photo; index: number } | null>(null);
  // Uploads finish one by one, often before the parent re-renders: always build on the newest list.
  const latest = useRef(value);
  latest.current = value;
  const commit = (next: Photo[]) => {
    latest.current = next;
    onChange(next);
  };
  const rootRef = useRef<HTMLDivElement>(null);

  // Object URLs of previews are released when their item goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, []);
  const dropPending = (key: number) =>
    setPending((list) => {
      const item = list.find((p) => p.key === key);
      if (item) {
        URL.revokeObjectURL(item.preview);
        previews.current.delete(item.preview);
      }
      return list.filter((p) => p.key !== key);
    });

  async function start(item: Pending) {
    setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress: 0, error: undefined } : p)));
    try {
      const uploaded = await uploadPhoto(item.file, (fraction) =>
        setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress: fraction } : p))),
      );
      const { src, width, height, widths } = uploaded;
      commit([...latest.current, { src, width, height, widths, alt: altFromFileName(item.file.name) }]);
      dropPending(item.key);
      setStatus(`${item.file.name} uploaded.`);
    } catch (err) {
      const message = err instanceof Error ? err.message : "The upload failed. Please try again.";
      setPending((list) => list.map((p) => (p.key === item.key ? { ...p, error: message } : p)));
      setStatus(`${item.file.name} could not be uploaded: ${message}`);
    }
  }

  function addFiles(files: File[]) {
    setNotice(null);
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const problem = precheckFile(file);
      if (problem) problems.push(problem);
      else accepted.push(file);
    }
    const inFlight = pending.filter((p) => !p.error).length;
    const room = roomFor(accepted.length, latest.current.length + inFlight, max);
    if (room < accepted.length) problems.push(`You can add up to ${max} photos; some were left out.`);
    const items = accepted.slice(0, room).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey++, file, preview, progress: 0 };
    });
    if (problems.length > 0) setNotice(problems.join(" "));
    if (items.length === 0) return;
    setPending((list) => [...list, ...items]);
    setStatus(`Uploading ${items.length} ${items.length === 1 ? "photo" : "photos"}…`);
    for (const item of items) void start(item);
  }

  function move(index: number, by: -1 | 1) {
    const next = moveItem(latest.current, index, index + by);
    if (next === latest.current) return;
    commit(next);
    const to = index + by;
    setStatus(
      `Photo moved to position ${to + 1} of ${next.length}.${to === 0 ? " It is now the cover." : ""}`,
    );
    // Keep focus on the moved photo's control; at an edge, use the other direction's button.
    requestAnimationFrame(() => {
      const root = rootRef.current;
      if (!root) return;
      const edge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
      const which = edge ? (by === -1 ? "later" : "earlier") : by === -1 ? "earlier" : "later";
      root.querySelector<HTMLButtonElement>(`[data-move="${which}-${to}"]`)?.focus();
    });
  }

  function remove(index: number) {
    const photo = latest.current[index];
    if (!photo) return;
    commit(latest.current.filter((_, i) => i !== index));
    setRemoved({ photo, index });
    setStatus(`Photo ${index + 1} removed.`);
  }

  function undoRemove() {
    if (!removed) return;
    const next = latest.current.slice();
    next.splice(Math.min(removed.index, next.length), 0, removed.photo);
    commit(next);
    setRemoved(null);
    setStatus("Photo restored.");
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setIsDragging(false);
    addFiles(Array.from(e.dataTransfer.files));
  };

  const full = value.length + pending.filter((p) => !p.error).length >= max;

  return (
    <div ref={rootRef} className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-ink" id={`${autoId}-label`}>
          {label}
        </p>
        <p className="text-xs text-muted">
          {value.length} of {max}
        </p>
      </div>

      <div
        onDragOver={(e) => {
          e.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cx(
          "flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed px-5 py-8 text-center transition-colors",
          isDragging ? "border-rose bg-blush/40" : "border-line bg-cream/40",
        )}
      >
        <ImagePlus className="size-8 text-rose" aria-hidden />
        <p className="text-sm text-ink">
          <span className="hidden sm:inline">Drag photos here, or </span>
          <span className="sm:hidden">Add photos from your device</span>
        </p>
        <div className="relative">
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            disabled={full}
            aria-labelledby={`${autoId}-label ${autoId}-choose`}
            aria-describedby={`${autoId}-hint`}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            onChange={(e) => {
              addFiles(Array.from(e.target.files ?? []));
              e.target.value = "";
            }}
          />
          <span
            id={`${autoId}-choose`}
            aria-hidden
            className={buttonClass(
              "secondary",
              "md",
              "pointer-events-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose peer-disabled:opacity-60",
            )}
          >
            Choose photos
          </span>
        </div>
        <p id={`${autoId}-hint`} className="max-w-sm text-xs text-muted">
          JPEG, PNG, WebP or GIF, up to 10 MB each and at least 400×300 pixels. The first photo is the cover.
        </p>
      </div>

      {notice && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {notice}
        </p>
      )}
      <p aria-live="polite" role="status" className="sr-only">
        {status}
      </p>

      {removed && (
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-2 text-sm text-ink">
          <span>Photo removed.</span>
          <Button variant="link" size="sm" onClick={undoRemove}>
            <RotateCcw className="size-4" aria-hidden /> Undo
          </Button>
        </div>
      )}

      {(value.length > 0 || pending.length > 0) && (
        <ul
          className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3"
          aria-label="Your photos"
        >
          {value.map((photo, index) => (
            <li key={photo.src} className="overflow-hidden rounded-2xl border border-line bg-white">
              <div className="relative aspect-[3/2] bg-cream">
                <ResponsiveImage
                  photo={photo}
                  alt={photo.alt}
                  layout="tile"
                  width={1200}
                  height={800}
                  className="size-full object-cover"
                />
                {index === 0 && (
                  <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-rose-dark shadow-sm">
                    <Star className="size-3.5" aria-hidden /> Cover photo
                  </span>
                )}
              </div>
              <div className="flex flex-col gap-2 p-3">
                <label className="text-xs font-medium text-muted" htmlFor={`${autoId}-alt-${index}`}>
                  Describe photo {index + 1} (for screen readers)
                </label>
                <input
                  id={`${autoId}-alt-${index}`}
                  value={photo.alt}
                  maxLength={200}
                  onChange={(e) =>
                    commit(latest.current.map((p, i) => (i === index ? { ...p, alt: e.target.value } : p)))
                  }
                  className="w-full rounded-lg border border-line px-3 py-2 text-sm text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/20"
                />
                <div className="flex items-center justify-between gap-1">
                  <div className="flex gap-1">
                    <IconButton
                      label={`Move photo ${index + 1} earlier`}
                      data-move={`earlier-${index}`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowLeft className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton
                      label={`Move photo ${index + 1} later`}
                      data-move={`later-${index}`}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowRight className="size-4" aria-hidden />
                    </IconButton>
                  </div>
                  <IconButton label={`Remove photo ${index + 1}`} onClick={() => remove(index)}>
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                </div>
              </div>
            </li>
          ))}
          {pending.map((item) => (
            <li
              key={item.key}
              className={cx(
                "overflow-hidden rounded-2xl border bg-white",
                item.error ? "border-red-300" : "border-line",
              )}
            >
              <div className="relative aspect-[3/2] bg-cream">
                <img src={item.preview} alt="" className="size-full object-cover opacity-60" />
              </div>
              <div className="flex flex-col gap-2 p-3">
                <p className="truncate text-sm text-ink">{item.file.name}</p>
                {item.error ? (
                  <>
                    <p className="text-sm text-red-700">{item.error}</p>
                    <div className="flex gap-2">
                      <Button size="sm" variant="secondary" onClick={() => void start(item)}>
                        <RotateCcw className="size-4" aria-hidden /> Retry
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => dropPending(item.key)}>
                        <X className="size-4" aria-hidden /> Dismiss
                      </Button>
                    </div>
                  </>
                ) : (
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${item.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(item.progress * 100)}
                    className="h-2 overflow-hidden rounded-full bg-cream"
                  >
                    <div
                      className="h-full rounded-full bg-rose transition-[width]"
                      style={{ width: `${Math.max(4, Math.round(item.progress * 100))}%` }}
                    />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function IconButton({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement> & {
    "data-move"?: string;
  }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="inline-flex size-9 items-center justify-center rounded-full text-ink transition-colors hover:bg-cream focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose disabled:cursor-not-allowed disabled:opacity-30"
      {...rest}
    >
      {children}
    </button>
  );
}
