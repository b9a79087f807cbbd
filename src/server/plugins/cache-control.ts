import type { FastifyInstance } from "fastify";

/**
 * Signed-in answers never land in a shared or disk cache (issue #19, docs/decisions/020): every /api answer
 * to a request with a session, every non-public /api route (its 401 included) and everything better-auth
 * answers (sessions, tokens) carries `Cache-Control: no-store`. Public answers to anonymous requests keep
 * what their route set.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (!req.url.startsWith("/api/")) return payload;
    const isPublic = req.routeOptions.config?.public === true && !req.url.startsWith("/api/auth/");
    // req.viewer: the session guard has read a valid session (public routes too).
    if (!isPublic || req.viewer !== null) reply.header("cache-control", "no-store");
    return payload;
  });
}
