import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { RenderPageInput } from "@shared/page-render";

/** Renders a page's HTML on the server, or null when it cannot (no server build, an error, too slow). */
export type RenderPage = (input: Omit<RenderPageInput, "signal" | "onError">) => Promise<string | null>;

/** A page render that takes longer than this is dropped: the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 1000;
/** Rendered pages kept (a listing page is ~50–80 KB of HTML: a few MB at most). */
const CACHE_ENTRIES = 100;

/**
 * Loads the server build of the client (`dist/ssr/entry-server.js`, `vite build --ssr`). Without it
 * (development, unit tests) pages are rendered by the browser only, as before.
 *
 * A render is a pure function of its input (URL, city, new visitor or not, the API answers), so renders
 * are kept by a hash of that input: a page whose data has not changed is not rendered again (~30–50 ms
 * of CPU each), and a page whose data changed has another key — nothing stale can be served.
 */
export async function loadPageRenderer(ssrDir: string, log: FastifyBaseLogger): Promise<RenderPage> {
  const file = path.join(ssrDir, "entry-server.js");
  if (!existsSync(file)) return () => Promise.resolve(null);
  const { renderPage } = (await import(pathToFileURL(file).href)) as {
    renderPage: (input: RenderPageInput) => Promise<string>;
  };
  const cache = new Map<string, string>(); // in order of last use: the first is the next to go
  return async (input) => {
    const key = createHash("sha256")
      .update(JSON.stringify([input.url, input.city, input.isNewVisitor, input.responses]))
      .digest("base64");
    const kept = cache.get(key);
    if (kept !== undefined) {
      cache.delete(key);
      cache.set(key, kept);
      return kept;
    }
    try {
      let partial = false;
      const html = await renderPage({
        ...input,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (err) => {
          partial = true;
          log.warn({ err, url: input.url }, "part of a page left to the browser to render");
        },
      });
      // A part React could not finish comes with an inline script that renders it in the browser, which
      // the CSP blocks: the page would hydrate around a hole and log a CSP error. The browser renders a
      // page with such a part whole instead.
      if (partial) return null;
      cache.set(key, html);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      return html;
    } catch (err) {
      log.error({ err, url: input.url }, "server render failed; the browser renders the page");
      return null;
    }
  };
}
