import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import type { Photo } from "@shared/schemas/marketplace";
import { cx } from "../ui/class-names";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "./listing-card";
import { ResponsiveImage } from "../media/responsive-image";

/**
 * A listing's photos: the main image with previous/next buttons and a row of thumbnails. Thumbnails are
 * buttons (Tab reaches them, Enter/Space shows one); arrow keys step through photos from any of them.
 */
export function Gallery({ photos, name }: { photos: Photo[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];
  if (!current) return null;
  const go = (i: number) => setIndex((i + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") go(index + 1);
    else if (e.key === "ArrowLeft") go(index - 1);
    else return;
    e.preventDefault();
  };
  return (
    <section aria-label={`Photos of ${name}`} onKeyDown={count > 1 ? onKeyDown : undefined}>
      <div className="relative overflow-hidden rounded-3xl bg-cream">
        {/* The page's largest paint: fetched first, never lazily. */}
        <ResponsiveImage
          key={current.src}
          photo={current}
          alt={current.alt}
          layout="hero"
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading="eager"
          fetchPriority="high"
          className="aspect-[3/2] w-full object-cover"
        />
        {count > 1 && (
          <>
            <GalleryArrow side="left" label="Previous photo" onClick={() => go(index - 1)} />
            <GalleryArrow side="right" label="Next photo" onClick={() => go(index + 1)} />
            <p
              className="absolute bottom-3 right-3 rounded-full bg-ink/70 px-3 py-1 text-xs font-medium text-ivory"
              aria-live="polite"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-5 sm:gap-3">
          {photos.map((p, i) => (
            <li key={p.src + i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${count}: ${p.alt}`}
                aria-pressed={i === index}
                className={cx(
                  "block w-full overflow-hidden rounded-xl ring-offset-2 ring-offset-ivory transition",
                  i === index ? "ring-2 ring-rose" : "opacity-75 hover:opacity-100",
                )}
              >
                <ResponsiveImage
                  photo={p}
                  alt=""
                  layout="thumb"
                  width={160}
                  height={107}
                  className="aspect-[3/2] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryArrow({
  side,
  label,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cx(
        "absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white",
        side === "left" ? "left-3" : "right-3",
      )}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
