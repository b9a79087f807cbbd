/** Set once the web fonts have loaded: the server then links their stylesheet on later visits. */
export const FONTS_COOKIE = "fonts";

/**
 * Loads the web fonts (Inter, Cormorant Garamond) when the browser is first idle after the first render
 * (font-files.ts: all at once, one relayout), so ~100 KB of fonts do not compete with the page's own code
 * and photos on a first visit; until they arrive, text uses metric-matched local fonts (styles.css). On later visits the fonts are cached and the
 * server links their stylesheet at the end of the body (plugins/spa.ts), so nothing swaps.
 */
export function loadFontsWhenIdle() {
  const load = () =>
    void import("../font-files")
      .then(({ loadWebFonts }) => loadWebFonts())
      .then(() => document.fonts.ready)
      .then(() => {
        document.cookie = `${FONTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
      })
      .catch(() => undefined); // offline or blocked: the local fonts stay
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
