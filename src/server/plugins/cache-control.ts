import type { FastifyInstance } from "fastify";
import { answerConditionally } from "./http-cache";

/**
 * Signed-in answers never land in a shared or disk cache (issue #19, docs/decisions/020): every /api answer
 * to a request with a session, every non-public /api route (its 401 included) and everything better-auth
 * answers (sessions, tokens) carries `Cache-Control: no-store`. A public route that declares
 * `config.httpCache` (the listing answers) gets, when answered 200 to a GET without a session, a strong
 * ETag, `Cache-Control: public, max-age, stale-while-revalidate`, and 304 for a conditional request that
 * holds it (issue #21, http-cache.ts). Other public answers keep what their route set.
 * Registered before @fastify/compress, so the payload is still the route's text.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (!req.url.startsWith("/api/")) return payload;
    const isPublic = req.routeOptions.config?.public === true && !req.url.startsWith("/api/auth/");
    // req.viewer: the session guard has read a valid session (public routes too).
    if (!isPublic || req.viewer !== null) {
      reply.header("cache-control", "no-store");
      return payload;
    }
    const policy = req.routeOptions.config?.httpCache;
    if (
      policy &&
      (req.method === "GET" || req.method === "HEAD") &&
      reply.statusCode === 200 &&
      (typeof payload === "string" || Buffer.isBuffer(payload))
    )
      return answerConditionally(req, reply, payload, policy);
    return payload;
  });
}
