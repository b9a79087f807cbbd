// The web fonts' loader, its own chunk (lib/load-fonts.ts fetches it when the browser is first idle).
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import cormorantLatin from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import cormorantLatinItalic from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2?url";

/** The files the first paint's text uses (Latin), the same files fonts.ts's stylesheet names. */
const firstFontFiles = [interLatin, cormorantLatin, cormorantLatinItalic];

/**
 * Fetches the Latin files first and puts the stylesheet in once all are here: the fonts then swap in
 * together, one relayout of the page, where each file arriving on its own relaid it out again (three long
 * tasks after hydration on Lighthouse's mobile profile, issue #21). Other scripts' files load on demand.
 */
export async function loadWebFonts(): Promise<void> {
  await Promise.all(firstFontFiles.map(preloadFont));
  await import("./fonts");
}

/** Fetches a font file into the memory cache the stylesheet's fonts are then read from (settles either way). */
function preloadFont(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous"; // fonts are fetched in CORS mode: without it the preload is not reused
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
