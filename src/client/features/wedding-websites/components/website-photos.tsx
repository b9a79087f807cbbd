import { ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { uploadSrc } from "@shared/rules/upload-images";
import { MAX_UPLOAD_BYTES } from "@shared/schemas/uploads";
import { uploadPhoto } from "@client/components/uploads/upload-photo";
import { buttonClass } from "@client/components/ui/button";
import { messageOf } from "@client/lib/api";
import { RowControls } from "./row-controls";

const MAX_PHOTOS = 24;

/** The website's photos: upload (POST /api/uploads), reorder, remove. The list holds upload ids. */
export function WebsitePhotos({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const inputId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(value);
  latest.current = value;

  async function onFiles(files: FileList | null) {
    setProblem(null);
    for (const file of Array.from(files ?? [])) {
      if (latest.current.length >= MAX_PHOTOS) {
        setProblem(`A website holds up to ${MAX_PHOTOS} photos.`);
        break;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        setProblem(`${file.name}: photos can be up to 10 MB.`);
        continue;
      }
      try {
        setBusy(`Uploading ${file.name}…`);
        const photo = await uploadPhoto(file, () => undefined);
        latest.current = [...latest.current, photo.id];
        onChange(latest.current);
      } catch (err) {
        setProblem(`${file.name}: ${messageOf(err)}`);
      }
    }
    setBusy(null);
  }

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-3">
      {value.length > 0 ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((id, index) => (
            <li key={id} className="overflow-hidden rounded-xl border border-line bg-cream/40">
              <img
                src={uploadSrc(id)}
                alt={`Upload ${index + 1} of ${value.length}`}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
              <div className="flex justify-center py-1">
                <RowControls
                  label={`photo ${index + 1}`}
                  index={index}
                  count={value.length}
                  onMove={move}
                  onRemove={(i) => onChange(value.filter((_, j) => j !== i))}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-xl border border-dashed border-line bg-cream/40 px-4 py-5 text-body text-muted">
          No photos yet. Engagement photos or a favourite picture of the two of you work well.
        </p>
      )}
      <div>
        <label htmlFor={inputId} className={buttonClass("secondary", "sm", "cursor-pointer")}>
          <ImagePlus className="size-4" aria-hidden />
          Add photos
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          className="sr-only"
          onChange={(e) => {
            void onFiles(e.target.files);
            e.target.value = "";
          }}
        />
      </div>
      <p role="status" className="text-small text-muted">
        {busy ?? ""}
      </p>
      {problem || error ? (
        <p role="alert" className="text-small text-red-700">
          {problem ?? error}
        </p>
      ) : null}
    </div>
  );
}
