/** Set once the web fonts have loaded: the server then links their stylesheet in the page's head. */
export const FONTS_COOKIE = "fonts";

/**
 * Loads the web fonts (Inter, Cormorant Garamond) once the page has loaded and the browser is idle, so
 * ~100 KB of fonts do not compete with the page's own code and photos on a first visit; until they
 * arrive, text uses metric-matched local fonts (styles.css). On later visits the fonts are cached and the
 * server links their stylesheet up front (plugins/spa.ts), so nothing swaps.
 */
export function loadFontsWhenIdle() {
  const load = () =>
    void import("../fonts")
      .then(() => document.fonts.ready)
      .then(() => {
        document.cookie = `${FONTS_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
      })
      .catch(() => undefined); // offline or blocked: the local fonts stay
  const whenIdle = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 1000);
  };
  whenIdle();
}
