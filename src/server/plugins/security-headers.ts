import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { HYDRATE_AFTER_PAINT_CSP_SOURCE } from "./hydrate-after-paint";

/** The site's policy: its own scripts, styles, images and fonts; HTTPS-only rules when it is served so. */
export function siteSecurityPolicy(publicUrl: string): HelmetOptions {
  const https = publicUrl.startsWith("https://");
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: a server-rendered page's loader (hydrate-after-paint.ts).
        scriptSrc: ["'self'", HYDRATE_AFTER_PAINT_CSP_SOURCE],
        // Radix and sonner set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:", "data:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: https,
  };
}

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
