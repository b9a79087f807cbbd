import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { DEFAULT_DESCRIPTION, documentTitle, findRouteMeta } from "@shared/route-meta";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** index.html with the route's title, description and Open Graph tags filled in. */
export function renderIndex(
  template: string,
  pathname: string,
  publicUrl: string,
): { html: string; status: number } {
  const meta = findRouteMeta(pathname);
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta?.description ?? DEFAULT_DESCRIPTION);
  const url = escapeHtml(publicUrl + pathname);
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace(
      "</head>",
      `<meta property="og:title" content="${title}" /><meta property="og:description" content="${description}" /><meta property="og:url" content="${url}" /><meta property="og:type" content="website" /><meta property="og:image" content="${escapeHtml(publicUrl)}/og-image.png" /></head>`,
    );
  return { html, status: meta ? 200 : 404 };
}

/**
 * Serves the built client (dist/client) and answers every unmatched GET outside /api with index.html,
 * so client routes work on reload. Unknown /api paths get the JSON 404. Without a build, only the API runs.
 */
export async function registerSpa(app: FastifyInstance, opts: { clientDir: string; publicUrl: string }) {
  const indexPath = path.join(opts.clientDir, "index.html");
  const template = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  if (template) {
    // wildcard:false makes one route per built file at start-up, so unknown paths reach the fallback below.
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        // Hashed assets never change; everything else revalidates.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  } else {
    app.log.warn(`no client build at ${opts.clientDir}; run "npm run build" to serve the app`);
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split("?")[0] ?? "/";
    if (!template || pathname.startsWith("/api/") || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply
        .status(404)
        .send({ error: { code: "NOT_FOUND", message: `No route ${req.method} ${pathname}` } });
    }
    const { html, status } = renderIndex(template, pathname, opts.publicUrl);
    return reply
      .status(status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
