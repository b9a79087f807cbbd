import { z } from "zod";
import { errorBodySchema } from "@shared/schemas/common";

/**
 * The last step of the OpenAPI document (docs/decisions/046-openapi-that-tells-the-truth.md): what the
 * route schemas cannot say about themselves is derived here, in one place, from each route's config, so
 * a new route joins with the right answers without anyone writing them by hand:
 * - which operations need a session (`security`), from the session guard's rule;
 * - the error answers each gives, all with the one error body (`components.schemas.ErrorBody`);
 * - the content type of non-JSON answers (`schema.produces`: calendars, CSV, PDF, images, pages, streams).
 * Nullability needs nothing here: the document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12 and
 * say `null` as a type (`type: ["string", "null"]`, `anyOf: [..., { type: "null" }]`).
 */

/** What the derivation reads of a route; app.ts's route table (onRoute) collects it for every route. */
export type RouteFacts = {
  method: string;
  url: string;
  isPublic: boolean;
  /** Path parameters (`:id`): an unknown or someone else's row answers 404. */
  hasPathParams: boolean;
  /** `config.rateLimit` (the plugin) or `config.limited` (a counter of the route's own). */
  rateLimited: boolean;
  /** `schema.produces`: the media types of a non-JSON answer. */
  produces: string[];
  /** `config.httpCache` (plugins/http-cache.ts): a conditional request may answer 304 with no body. */
  conditional?: boolean;
};

type Json = Record<string, unknown>;
type Operation = {
  responses?: Record<string, Json>;
  security?: Record<string, string[]>[];
  [key: string]: unknown;
};
type Document = {
  openapi: string;
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
};

export const ERROR_BODY_REF = "#/components/schemas/ErrorBody";
export const SESSION_SCHEME = "session";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Why each status is declared; the one description of each answer in the document. */
const errorDescriptions: Record<number, string> = {
  400: "The input is invalid (VALIDATION with `fields`, or BAD_REQUEST)",
  401: "No session (UNAUTHORIZED)",
  403: "Not allowed for this account, or a write from a foreign origin (FORBIDDEN)",
  404: "No such row for this viewer: unknown, or another account's (NOT_FOUND)",
  409: "The state does not allow it (CONFLICT with a `reason`)",
  413: "The body is larger than the server takes",
  415: "The body's content type is not accepted",
  429: "Too many requests (RATE_LIMITED)",
  500: "Something went wrong on our side (INTERNAL)",
};

/** The session guard's rule (plugins/session-guard.ts): every /api route outside its exceptions. */
export function needsSession(route: Pick<RouteFacts, "url" | "isPublic">): boolean {
  if (!route.url.startsWith("/api/") || route.isPublic) return false;
  return !route.url.startsWith("/api/docs") && !route.url.startsWith("/api/auth/");
}

/**
 * The error statuses a route can answer, from its config. 400 and 500 are every route's: the input guard
 * judges every URL (plugins/input-guard.ts), and the error handler answers the unexpected.
 */
export function errorStatusesOf(route: RouteFacts): number[] {
  const statuses = new Set([400, 500]);
  if (needsSession(route)) {
    // The session itself (401); the account's kind, role, admin flag or shared area (403); the viewer's
    // own row or the couple it acts for, missing (404).
    for (const s of [401, 403, 404]) statuses.add(s);
  }
  if (route.hasPathParams) statuses.add(404);
  if (WRITES.has(route.method)) {
    // The origin check (plugins/request-origin.ts), a state conflict, the body limit and content type.
    for (const s of [403, 409, 413, 415]) statuses.add(s);
  }
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** The document's path of a Fastify URL, as @fastify/swagger writes it (`/a/:id` → `/a/{id}`). */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const isText = (type: string) => type.startsWith("text/") || type.endsWith("+xml") || type.endsWith("json");

/** A schema for a non-JSON answer: a string for text; none for binary (OpenAPI 3.1 4.8.14.3). */
const mediaOf = (type: string): Json => (isText(type) ? { schema: { type: "string" } } : {});

const describedBy = (response: Json | undefined) =>
  typeof response?.description === "string" ? response.description : "Error";

function finishOperation(op: Operation, route: RouteFacts) {
  const responses = (op.responses ??= {});
  // A page that declared only a redirect still answers 200 with what it produces.
  if (
    route.method === "GET" &&
    route.produces.length > 0 &&
    !Object.keys(responses).some((s) => s.startsWith("2"))
  )
    responses["200"] = { description: "Default Response" };
  // A 2xx the route declared without a body schema, and a route that says what it produces instead.
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith("2") || route.produces.length === 0) continue;
    if (response.content && Object.keys(response.content).length > 0) continue;
    response.content = Object.fromEntries(route.produces.map((type) => [type, mediaOf(type)]));
  }
  // Every error answer carries the one body, whatever a route wrote for it. A page (guest pages) shows
  // its own errors as a page too; what fails before it runs (input guard, rate limit) is still the body.
  const page = route.produces.includes("text/html");
  const declared = Object.keys(responses)
    .filter((s) => /^[45]\d\d$/.test(s))
    .map(Number);
  for (const status of new Set([...errorStatusesOf(route), ...declared]))
    responses[String(status)] = {
      description: errorDescriptions[status] ?? describedBy(responses[String(status)]),
      content: {
        "application/json": { schema: { $ref: ERROR_BODY_REF } },
        ...(page ? { "text/html": mediaOf("text/html") } : {}),
      },
    };
  // A cacheable public answer (ETag) answers a matching If-None-Match with 304 and no body.
  if (route.conditional) responses["304"] ??= { description: "Not modified: the cached answer is current" };
  // Public routes still read a session when one is sent (req.viewer): optional, `{}` first.
  op.security = needsSession(route) ? [{ [SESSION_SCHEME]: [] }] : [{}, { [SESSION_SCHEME]: [] }];
}

/**
 * Completes the document built by @fastify/swagger (its `transformObject`). An operation without route
 * facts (none today) is treated as the strictest kind: a session-only route with parameters.
 */
export function finishOpenApiDocument<D extends object>(built: D, routes: readonly RouteFacts[]): D {
  const doc = built as Document;
  const byOperation = new Map(routes.map((r) => [`${r.method} ${openApiPath(r.url)}`, r]));
  doc.components ??= {};
  doc.components.schemas = {
    ...doc.components.schemas,
    ErrorBody: z.toJSONSchema(errorBodySchema, { target: "draft-2020-12", io: "output" }),
  };
  delete (doc.components.schemas.ErrorBody as Json).$schema;
  for (const [path, methods] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(methods)) {
      const route = byOperation.get(`${method.toUpperCase()} ${path}`) ?? {
        method: method.toUpperCase(),
        url: path,
        isPublic: false,
        hasPathParams: true,
        rateLimited: true,
        produces: [],
      };
      finishOperation(op, route);
    }
  return built;
}
