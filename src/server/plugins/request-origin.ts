import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";

/**
 * Requests from other sites change nothing (issue #19, docs/decisions/020). A state-changing /api request
 * (POST, PUT, PATCH, DELETE) must come from one of our own pages and carry JSON:
 * - an `Origin` header naming a trusted origin (config.trustedOrigins); without one, `Sec-Fetch-Site:
 *   same-origin`; a request with neither that carries a cookie or fetch metadata (a browser's request) is
 *   refused, while a cookie-less client (curl, a script) has no ambient session to abuse and passes;
 * - a body only as `application/json` (or `multipart/form-data`, which only the uploads route parses):
 *   `text/plain` and form encodings are what a page on another site can send without asking (a "simple"
 *   request with no CORS preflight), and SameSite=Lax cookies alone do not stop same-site subdomains or
 *   older browsers. better-auth checks the Origin of its own routes the same way; this runs before it too.
 */

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const BODY_TYPES = new Set(["application/json", "multipart/form-data"]);

export const FOREIGN_ORIGIN_MESSAGE =
  "This request came from another site, so it was refused. Open the page on this site and try again.";
export const MISSING_ORIGIN_MESSAGE =
  "This request did not say which site it came from (no Origin header), so it was refused.";
export const JSON_ONLY_MESSAGE = "Send the request body as JSON (Content-Type: application/json).";

/** The error handler answers a plain error by its statusCode: 415 with `{ error: { code: "BAD_REQUEST" } }`. */
class UnsupportedMediaType extends Error {
  readonly statusCode = 415;
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

function checkOrigin(req: FastifyRequest, trusted: ReadonlySet<string>) {
  const { origin, cookie } = req.headers;
  if (origin !== undefined) {
    if (trusted.has(origin)) return;
    throw new AppError("FORBIDDEN", FOREIGN_ORIGIN_MESSAGE);
  }
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) {
    if (site === "same-origin") return;
    throw new AppError("FORBIDDEN", FOREIGN_ORIGIN_MESSAGE);
  }
  const fromBrowser =
    cookie !== undefined ||
    req.headers["sec-fetch-mode"] !== undefined ||
    req.headers["sec-fetch-dest"] !== undefined;
  if (fromBrowser) throw new AppError("FORBIDDEN", MISSING_ORIGIN_MESSAGE);
}

function checkContentType(req: FastifyRequest) {
  const type = req.headers["content-type"];
  // A declared type counts even on an empty body: an HTML form with no fields still sends one.
  if (type === undefined && !hasBody(req)) return;
  const essence = (type ?? "").split(";")[0]!.trim().toLowerCase();
  if (!BODY_TYPES.has(essence)) throw new UnsupportedMediaType(JSON_ONLY_MESSAGE);
}

export function registerRequestOrigin(app: FastifyInstance, opts: { trustedOrigins: readonly string[] }) {
  const trusted = new Set(opts.trustedOrigins);
  // onRequest: before the body is read, the session looked up or any route runs.
  app.addHook("onRequest", async (req) => {
    if (!STATE_CHANGING.has(req.method) || !req.url.startsWith("/api/")) return;
    checkOrigin(req, trusted);
    checkContentType(req);
  });
}
