import {
  photoSizes,
  pictureSources,
  type PhotoLayout,
  type ResponsivePhoto,
} from "@shared/rules/upload-images";

/** Listing photos are drawn in a 3:2 frame; without a size of its own a photo reserves that. */
export const PHOTO_FRAME = { width: 1200, height: 800 } as const;

export type ResponsiveImageProps = {
  photo: ResponsivePhoto & { height?: number };
  alt: string;
  /** Where the photo is drawn: picks the `sizes` the browser chooses a candidate by. */
  layout: PhotoLayout;
  /**
   * The box's intrinsic size for the `width`/`height` attributes (no layout shift before it loads):
   * the frame a layout crops to (object-cover), else the photo's own size, else 3:2.
   */
  width?: number;
  height?: number;
  loading?: "lazy" | "eager";
  fetchPriority?: "high" | "low" | "auto";
  decoding?: "async" | "sync" | "auto";
  className?: string;
};

/**
 * A listing or uploaded photo (issue #21, docs/decisions/051): an upload with variants is a `<picture>`
 * offering AVIF, then WebP, each at its variant widths; an SVG illustration or an older upload is its one
 * `<img>`. The `<picture>` is `display: contents`, so the `<img>` lays out as it would on its own.
 */
export function ResponsiveImage({
  photo,
  alt,
  layout,
  width,
  height,
  loading = "lazy",
  fetchPriority,
  decoding = "async",
  className,
}: ResponsiveImageProps) {
  const own = photo.width && photo.height ? { width: photo.width, height: photo.height } : PHOTO_FRAME;
  const box = width && height ? { width, height } : own;
  const sources = pictureSources(photo);
  const img = (
    <img
      src={photo.src}
      alt={alt}
      width={box.width}
      height={box.height}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      className={className}
    />
  );
  if (!sources) return img;
  const sizes = photoSizes[layout];
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
