import type { PhotoLayout, ResponsivePhoto } from "@shared/rules/upload-images";

/**
 * What the server fills into index.html for a listing page (plugins/spa.ts); image is a site-relative path
 * (Open Graph), `lcp` the photo to preload with the layout it is drawn in.
 */
export type ListingPageMeta = {
  title: string;
  description: string;
  image: string;
  lcp?: { photo: ResponsivePhoto; layout: PhotoLayout };
};

/** Whole sentences from the start of a text, up to about `max` characters (for meta descriptions). */
export function firstSentences(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const sentences = flat.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let out = "";
  for (const sentence of sentences) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  return out.trim() || `${flat.slice(0, max - 1).trimEnd()}…`;
}
