import { photoSizes, pictureSources, uploadSrc } from "@shared/rules/upload-images";
import type { PublicSite } from "../wedding-websites/wedding-websites.service";

/**
 * One photo of a wedding website: its AVIF/WebP variants when it has them (issue #21, decision 051), its
 * one WebP otherwise; its own size on the `<img>`, so the columns never shift as photos load.
 */
export function SitePhoto({ photo, alt }: { photo: PublicSite["photos"][number]; alt: string }) {
  const src = uploadSrc(photo.id);
  const img = (
    <img src={src} width={photo.width} height={photo.height} loading="lazy" decoding="async" alt={alt} />
  );
  const sources = pictureSources({ src, width: photo.width, widths: photo.variantWidths });
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={photoSizes.websitePhoto} />
      <source type="image/webp" srcSet={sources.webp} sizes={photoSizes.websitePhoto} />
      {img}
    </picture>
  );
}
