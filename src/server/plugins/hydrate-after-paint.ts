import { createHash } from "node:crypto";

/**
 * A server-rendered page (the landing and listing pages) is complete in its HTML, so its scripts wait for
 * the first paint: the browser spends the network and the main thread on the stylesheet, the text and
 * the first photo, then fetches the app and hydrates (issue #21, docs/decisions/067).
 *
 * Without this, the app's module script (and its route chunks) arrived before the stylesheet had been
 * applied, and Chromium ran the entry and React's hydration before painting: ~200 KB of script and its
 * evaluation stood between a visitor and a page that was already there.
 *
 * The script is one constant, allowed by its hash in the Content-Security-Policy (no inline script is
 * allowed otherwise). What it loads is read from a JSON element the server writes beside it.
 */
const SCRIPT = [
  "(function(){",
  "var started=false;",
  "function start(){",
  "if(started)return;started=true;",
  'var list=JSON.parse(document.getElementById("app-scripts").textContent);',
  'var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=list.entry;',
  "document.head.appendChild(script);",
  // Each preload costs the main thread ~0.5 ms to start: a few per task keeps every task short.
  "(function batch(from){",
  "for(var i=from;i<list.preload.length&&i<from+8;i++){",
  'var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=list.preload[i];',
  "document.head.appendChild(link);}",
  "if(i<list.preload.length)setTimeout(batch,0,i);",
  "})(0);}",
  // After the frame that follows `load` (the page's photos are in and painted)…
  "function afterNextFrame(){requestAnimationFrame(function(){setTimeout(start,0);});}",
  'if(document.readyState==="complete")afterNextFrame();else addEventListener("load",afterNextFrame);',
  // …or a second after the first frame, should a slow photo hold `load` back.
  "requestAnimationFrame(function(){setTimeout(start,1000);});",
  "})();",
].join("");

/** The `script-src` source that allows the inline script, and no other. */
export const HYDRATE_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;

/** The app's module script as Vite writes it into index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * `html` (index.html with a server-rendered page in it) with the app's module script moved from the head
 * to the loader at the end of the body. `preload`: the chunks the entry and the page import, fetched
 * together with it (route-preload.ts). Unchanged when the template has no such script (no build).
 */
export function hydrateAfterPaint(html: string, preload: string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  // JSON in a script element: "<" escaped so that no text can end it (the URLs are the build's own).
  const json = JSON.stringify({ entry, preload }).replace(/</g, "\\u003c");
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(
      "</body>",
      () =>
        `<script type="application/json" id="app-scripts">${json}</script><script>${SCRIPT}</script></body>`,
    );
}
