/** Set once the web fonts have loaded: the server then links their stylesheet on later visits. */
export const FONTS_COOKIE = "fonts";

/**
 * Loads the web fonts (Inter, Cormorant Garamond) when the browser is first idle after the first render,
 * so ~100 KB of fonts do not compete with the page's own code and photos on a first visit; until they
 * arrive, text uses metric-matched local fonts (styles.css). On later visits the fonts are cached and the
 * server links their stylesheet at the end of the body (plugins/spa.ts), so nothing swaps.
 */
export function loadFontsWhenIdle() {
  // The files are fetched first and the stylesheet goes in once they are all here: the fonts then swap in
  // together, one relayout of the page, where each file arriving on its own relaid it out again (three long
  // tasks after hydration on Lighthouse's mobile profile, issue #21).
  const load = () =>
    void import("../font-files")
      .then(({ firstFontFiles }) => Promise.all(firstFontFiles.map(preloadFont)))
      .then(() => import("../fonts"))
      .then(() => document.fonts.ready)
      .then(() => {
        document.cookie = `${FONTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
      })
      .catch(() => undefined); // offline or blocked: the local fonts stay
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
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
