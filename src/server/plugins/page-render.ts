import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { RenderPageInput } from "@shared/page-render";

/** Renders a page's HTML on the server, or null when it cannot (no server build, an error, too slow). */
export type RenderPage = (input: Omit<RenderPageInput, "signal" | "onError">) => Promise<string | null>;

/** A page render that takes longer than this is dropped: the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 1000;

/**
 * Loads the server build of the client (`dist/ssr/entry-server.js`, `vite build --ssr`). Without it
 * (development, unit tests) pages are rendered by the browser only, as before.
 */
export async function loadPageRenderer(ssrDir: string, log: FastifyBaseLogger): Promise<RenderPage> {
  const file = path.join(ssrDir, "entry-server.js");
  if (!existsSync(file)) return () => Promise.resolve(null);
  const { renderPage } = (await import(pathToFileURL(file).href)) as {
    renderPage: (input: RenderPageInput) => Promise<string>;
  };
  return async (input) => {
    try {
      return await renderPage({
        ...input,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        onError: (err) => log.warn({ err, url: input.url }, "part of a page left to the browser to render"),
      });
    } catch (err) {
      log.error({ err, url: input.url }, "server render failed; the browser renders the page");
      return null;
    }
  };
}
