import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { DEFAULT_CITY, isCityId } from "@shared/catalog";
import { cityOfPath } from "@shared/rules/city-path";
import { hydrateAfterPaint } from "./hydrate-after-paint";
import { answerConditionally, PAGE_HTTP_CACHE } from "./http-cache";
import type { RenderPage } from "./page-render";
import { createFontStylesheet, createRoutePreloads } from "./route-preload";
import { DEFAULT_DESCRIPTION, routeDescription } from "@shared/route-descriptions";
import { SITE_NAME, documentTitle, findRouteMeta } from "@shared/route-meta";
import {
  photoSizes,
  pictureSources,
  type PhotoLayout,
  type ResponsivePhoto,
} from "@shared/rules/upload-images";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** Meta of a page whose content lives in the database (a listing); image is site-relative or absolute. */
/** A page's largest paint and the layout it is drawn in (its `sizes`), for the preload (issue #21). */
export type LcpPhoto = { photo: ResponsivePhoto; layout: PhotoLayout };
export type PageMeta = { title: string; description: string; image?: string; lcp?: LcpPhoto };
/**
 * Looks up the meta of a data-backed page: PageMeta to use it, null when the page does not exist (404),
 * undefined when the path is not one it knows (the static route table answers).
 */
export type ResolveMeta = (pathname: string) => Promise<PageMeta | null | undefined>;

/** API answers to embed in the page (by exact GET path) and the image it will paint largest. */
export type PageData = { responses: Record<string, unknown>; lcp?: LcpPhoto };
/** Looks up a page's first API answers from its path, query and cookies (undefined: nothing to embed). */
export type ResolveData = (
  pathname: string,
  query: URLSearchParams,
  cookies: Record<string, string | undefined>,
) => Promise<PageData | undefined>;

/** JSON inside a <script>: no "<" may appear, or "</script>" in a text would end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The preload of a page's first photo. One with variants names the `<picture>`'s first source (AVIF) with
 * the page's `sizes`, so the browser fetches the very candidate the page then uses; a browser without
 * AVIF skips it by its type (decision 051).
 */
function preloadImage({ photo, layout }: LcpPhoto): string {
  if (!photo.src.startsWith("/")) return "";
  const sources = pictureSources(photo);
  if (!sources)
    return `<link rel="preload" as="image" href="${escapeHtml(photo.src)}" fetchpriority="high" />`;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(sources.avif)}" imagesizes="${escapeHtml(photoSizes[layout])}" fetchpriority="high" />`;
}

/**
 * Pages are compressed here: @fastify/compress only sees routes, and pages come from the not-found handler.
 * Brotli at quality 4 (a server-rendered listing page: ~80 KB → ~10 KB in about a millisecond).
 */
function encodeHtml(
  html: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: string } {
  if (html.length < 1024 || !acceptEncoding) return { body: html };
  if (/\bbr\b/.test(acceptEncoding))
    return {
      body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
      encoding: "br",
    };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(html), encoding: "gzip" };
  return { body: html };
}

const absolute = (publicUrl: string, src: string) => (/^https?:\/\//.test(src) ? src : publicUrl + src);

/** What goes into index.html besides the route's meta. */
export type PageExtras = {
  /** Tags for the head (route chunk preloads). */
  headTags?: string;
  /** Tags at the end of the body: they never hold up the first paint (the cached fonts' stylesheet). */
  bodyEndTags?: string;
  /** API answers embedded for the client, and the image to preload. */
  data?: PageData | undefined;
  /** The page rendered on the server (hydrated by the browser), placed in `#root`. */
  body?: string | null;
};

/**
 * index.html with the route's title, description and Open Graph tags filled in. `resolved` (from
 * ResolveMeta) overrides the static route table: a listing's own title and photo, or null for a 404.
 */
export function renderIndex(
  template: string,
  pathname: string,
  publicUrl: string,
  resolved?: PageMeta | null,
  { headTags = "", bodyEndTags = "", data, body }: PageExtras = {},
): { html: string; status: number } {
  const meta = resolved === null ? undefined : findRouteMeta(pathname);
  const title = escapeHtml(resolved ? `${resolved.title} · ${SITE_NAME}` : documentTitle(meta));
  const description = escapeHtml(
    resolved?.description ?? (meta && routeDescription(meta.pattern)) ?? DEFAULT_DESCRIPTION,
  );
  const image = escapeHtml(
    resolved?.image ? absolute(publicUrl, resolved.image) : `${publicUrl}/og-image.png`,
  );
  const url = escapeHtml(publicUrl + pathname);
  // A listing's cover photo is its page's largest paint: start fetching it before the app asks for it.
  const lcp: LcpPhoto | undefined =
    resolved?.lcp ??
    (resolved?.image?.startsWith("/") ? { photo: { src: resolved.image }, layout: "hero" } : data?.lcp);
  const preload = lcp ? preloadImage(lcp) : "";
  // The page's first API answers ride along (client/app/page-data.ts seeds the query cache with them).
  const embedded = data
    ? `<script type="application/json" id="page-data">${scriptJson(data.responses)}</script>`
    : "";
  // Replacer functions: listing text may contain "$" sequences that a replacement string would interpret.
  const html = template
    .replace('<div id="root"></div>', () => `<div id="root">${body ?? ""}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace("</body>", () => `${bodyEndTags}</body>`)
    .replace(
      "</head>",
      () =>
        `<meta property="og:title" content="${title}" /><meta property="og:description" content="${description}" /><meta property="og:url" content="${url}" /><meta property="og:type" content="website" /><meta property="og:image" content="${image}" />${preload}${headTags}${embedded}</head>`,
    );
  return { html, status: resolved || (resolved === undefined && meta) ? 200 : 404 };
}

/**
 * Serves the built client (dist/client) and answers every unmatched GET outside /api with index.html,
 * so client routes work on reload. Unknown /api paths get the JSON 404. Without a build, only the API runs.
 */
export async function registerSpa(
  app: FastifyInstance,
  opts: {
    clientDir: string;
    publicUrl: string;
    resolveMeta?: ResolveMeta;
    resolveData?: ResolveData;
    renderPage?: RenderPage;
  },
) {
  const indexPath = path.join(opts.clientDir, "index.html");
  const template = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null;
  const routePreloads = createRoutePreloads(opts.clientDir);
  const fontStylesheet = createFontStylesheet(opts.clientDir);
  if (template) {
    // wildcard:false makes one route per built file at start-up, so unknown paths reach the fallback below.
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz next to each text asset (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; everything else revalidates.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  } else {
    app.log.warn(`no client build at ${opts.clientDir}; run "npm run build" to serve the app`);
  }
  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split("?")[0] ?? "/";
    if (!template || pathname.startsWith("/api/") || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply
        .status(404)
        .send({ error: { code: "NOT_FOUND", message: `No route ${req.method} ${pathname}` } });
    }
    const query = new URLSearchParams(req.url.split("?")[1] ?? "");
    // Either lookup may fail: the page still loads (the SPA fetches its own data), only the extras fall back.
    const [resolved, data] = await Promise.all([
      opts.resolveMeta?.(pathname).catch((err: unknown) => {
        req.log.error({ err }, "page meta lookup failed");
        return undefined;
      }),
      opts.resolveData?.(pathname, query, req.cookies).catch((err: unknown) => {
        req.log.error({ err }, "page data lookup failed");
        return undefined;
      }),
    ]);
    // Pages with embedded data are also rendered on the server, so they paint before the app's code runs.
    const selectedCity = req.cookies.selectedCity;
    const body =
      data && resolved !== null && opts.renderPage
        ? await opts.renderPage({
            url: req.url,
            // A city page is about its city, as the client's CityProvider starts (issue #18).
            city: cityOfPath(pathname) ?? (isCityId(selectedCity) ? selectedCity : DEFAULT_CITY),
            isNewVisitor: !isCityId(selectedCity),
            responses: data.responses,
          })
        : null;
    const page = renderIndex(template, pathname, opts.publicUrl, resolved, {
      // A page the browser renders itself gets its route chunks' preloads; a server-rendered one fetches
      // them with the app's script after its first paint (below).
      headTags: resolved === null || body ? "" : routePreloads.tags(pathname),
      // Fonts loaded on an earlier visit (cookie set by client/lib/load-fonts.ts), most likely cached.
      bodyEndTags: req.cookies.fonts === "1" ? fontStylesheet : "",
      data: resolved === null ? undefined : data,
      body,
    });
    const { status } = page;
    const html = body ? hydrateAfterPaint(page.html, routePreloads.files(pathname)) : page.html;
    const encoded = encodeHtml(html, req.headers["accept-encoding"]);
    if (encoded.encoding) reply.header("content-encoding", encoded.encoding);
    reply
      .status(status)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding, cookie")
      .type("text/html; charset=utf-8");
    // A visitor without cookies gets the page every such visitor gets (no session, city or font choice
    // read from a cookie), so a shared cache may keep it: ETag, public max-age, 304 (issue #21).
    if (status === 200 && req.headers.cookie === undefined)
      return reply.send(
        answerConditionally(req, reply, encoded.body, PAGE_HTTP_CACHE, {
          text: html,
          coding: encoded.encoding,
        }),
      );
    return reply.send(encoded.body);
  });
}
