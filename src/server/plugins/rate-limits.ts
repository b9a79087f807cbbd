import type { FastifyContextConfig } from "fastify";

/** Route config for write endpoints: a per-IP budget per minute (auth routes have their own, in auth-bridge). */
export function writeLimit(perMinute: number): FastifyContextConfig {
  return { rateLimit: { max: perMinute, timeWindow: "1 minute" } };
}
