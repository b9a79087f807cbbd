import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet would set for these options (CSP, frame and referrer policies, nosniff…), worked out
 * once. Our CSP has no per-request nonce, so every response carries the same set: @fastify/helmet rebuilt
 * helmet and re-parsed the CSP on every request, which was a fifth of the CPU of a cached listing answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets the security headers on every response (before the route runs, so error answers have them too). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.addHook("onRequest", (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: "security-headers" },
);
