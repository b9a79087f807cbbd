import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";

/**
 * HTTP caching a CDN or a browser can use for public answers (issue #21, docs/decisions/047): a strong
 * `ETag` naming the exact bytes, `Cache-Control: public, max-age, stale-while-revalidate`, and `304 Not
 * Modified` to a conditional request whose `If-None-Match` names the current answer. Private answers never
 * get here (cache-control.ts marks them `no-store`).
 */
export type HttpCachePolicy = {
  /** Seconds a shared cache may answer without asking the origin. */
  maxAge: number;
  /** Seconds past that it may still answer at once while it asks the origin behind the visitor. */
  staleWhileRevalidate: number;
};

/**
 * Listing answers (search pages and listing details): as fresh as the in-memory listing cache's TTL (30 s),
 * so a shared cache in front adds at most 30 s + 60 s of staleness to an edit, and the origin answers a
 * busy URL about once per 30 s per cache instead of once per visitor.
 */
export const LISTING_HTTP_CACHE: HttpCachePolicy = { maxAge: 30, staleWhileRevalidate: 60 };

/** Server-rendered public pages for visitors without cookies (plugins/spa.ts). */
export const PAGE_HTTP_CACHE: HttpCachePolicy = { maxAge: 30, staleWhileRevalidate: 60 };

export const cacheControlOf = (policy: HttpCachePolicy) =>
  `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;

/** A strong entity tag for a body: 160 bits of SHA-1 is plenty to tell two versions of one URL apart. */
export function entityTag(body: string | Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * Whether `If-None-Match` names `tag` — or `tag` as sent with a content coding (see registerEncodedEtags):
 * the coded bytes of one body are the same every time, so the client's copy is current either way.
 * If-None-Match compares weakly (RFC 9110 §13.1.2): a `W/` prefix is ignored.
 */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const base = tag.slice(1, -1);
  return ifNoneMatch.split(",").some((raw) => {
    const candidate = raw.trim().replace(/^W\//, "");
    if (candidate === "*") return true;
    if (!candidate.startsWith('"') || !candidate.endsWith('"')) return false;
    const inner = candidate.slice(1, -1);
    return inner === base || inner.startsWith(`${base}.`);
  });
}

/**
 * Marks a public answer cacheable and answers 304 with no body when the request already holds it.
 * Returns the body to send ("" for a 304). `named`: when `body` is already coded (a page compressed by its
 * handler), the text before coding and the coding.
 */
export function answerConditionally<Body extends string | Buffer>(
  req: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  policy: HttpCachePolicy,
  named: { text: string | Buffer; coding?: string | undefined } = { text: body },
): Body | "" {
  const base = entityTag(named.text);
  const tag = named.coding ? codedTag(base, named.coding) : base;
  reply.header("etag", tag).header("cache-control", cacheControlOf(policy));
  if (!matchesTag(req.headers["if-none-match"], base)) return body;
  reply.code(304).removeHeader("content-encoding").removeHeader("content-length");
  return "";
}

/**
 * A strong ETag names one representation, so bytes sent brotli- or gzip-coded get their own tag: `"h.br"`,
 * `"h.gzip"` (RFC 9110 §8.8.3.3). @fastify/compress codes API answers in an onSend hook it adds to each
 * route (onRoute), after every global hook: this adds one after it the same way, so it must be registered
 * after compress. (Pages code their own HTML: spa.ts passes the coding to answerConditionally.)
 */
export function registerEncodedEtags(app: FastifyInstance) {
  const nameCoding: onSendHookHandler = (_req, reply, payload, done) => {
    const tag = reply.getHeader("etag");
    const coding = reply.getHeader("content-encoding");
    if (typeof tag === "string" && typeof coding === "string" && reply.statusCode === 200)
      reply.header("etag", codedTag(tag, coding));
    done(null, payload);
  };
  app.addHook("onRoute", (route) => {
    route.onSend = [route.onSend ?? []].flat().concat(nameCoding);
  });
}

/** `"h"` sent with a content coding: `"h.br"`. */
const codedTag = (tag: string, coding: string) =>
  /^"[\w-]+"$/.test(tag) ? `"${tag.slice(1, -1)}.${coding}"` : tag;
