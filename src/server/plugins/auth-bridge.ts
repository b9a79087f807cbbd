import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { personNameSchema } from "@shared/schemas/auth";
import { line } from "@shared/schemas/strings";
import { codeOfStatus } from "../errors";
import { CLIENT_IP_HEADER, type Auth } from "../modules/auth/auth";

/** Copies a Fastify request into the Fetch Request better-auth's handler takes. */
function toFetchRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  headers.set(CLIENT_IP_HEADER, req.ip); // replaces any the client sent

  const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.body !== undefined;
  return new Request(new URL(req.url, "http://internal"), {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

/**
 * Sends better-auth's Response through Fastify. Errors are reshaped to the API's one error body
 * `{ error: { code, message } }`, keeping better-auth's specific code (e.g. EMAIL_NOT_VERIFIED).
 */
async function sendFetchResponse(res: Response, reply: FastifyReply) {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = await res.text();
  if (res.status >= 400) {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // Non-JSON error body: fall through to a generic message.
    }
    return reply.type("application/json").send({
      error: { code: parsed.code ?? codeOfStatus(res.status), message: parsed.message ?? "Request failed" },
    });
  }
  return reply.send(text === "" ? null : text);
}

/**
 * The string rule (docs/decisions/020) on the fields better-auth stores or mails, before it sees them: a
 * null, over-long or NUL-holding name answered 500 or was stored (500,000 characters). Other fields pass
 * through to better-auth's own checks; passwords are its rules (never stored as text).
 */
const authBodySchema = z
  .looseObject({
    name: personNameSchema.optional(),
    email: line({ max: 254 }).optional(),
    image: line({ max: 2048 }).nullable().optional(),
    callbackURL: line({ max: 2048, trim: false }).optional(),
    redirectTo: line({ max: 2048, trim: false }).optional(),
    token: line({ max: 512, trim: false }).optional(),
  })
  .optional();

/** Mounts better-auth under /api/auth. POSTs are rate-limited per IP; GETs (session reads) are not. */
export async function authBridge(app: FastifyInstance, opts: { auth: Auth; perMinute: number }) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) =>
    sendFetchResponse(await opts.auth.handler(toFetchRequest(req)), reply);
  app.route({ method: "GET", url: "/api/auth/*", config: { public: true }, schema: { hide: true }, handler });
  app.route({
    method: "POST",
    url: "/api/auth/*",
    config: { public: true, rateLimit: { max: opts.perMinute, timeWindow: "1 minute" } },
    schema: { hide: true, body: authBodySchema },
    handler,
  });
}
