import { describe, expect, it } from "vitest";
import { createResponseValidator, type OpenApiDocument } from "../testing/openapi-validator";
import {
  ERROR_BODY_REF,
  errorStatusesOf,
  finishOpenApiDocument,
  needsSession,
  openApiPath,
  type RouteFacts,
} from "./openapi-document";

const route = (over: Partial<RouteFacts>): RouteFacts => ({
  method: "GET",
  url: "/api/things",
  isPublic: false,
  hasPathParams: false,
  rateLimited: false,
  produces: [],
  ...over,
});

describe("the error answers derived from a route's config", () => {
  it("gives a session route 401, 403 and 404; a public read only what every route can answer", () => {
    expect(errorStatusesOf(route({}))).toEqual([400, 401, 403, 404, 500]);
    expect(errorStatusesOf(route({ isPublic: true }))).toEqual([400, 500]);
  });

  it("adds 404 for path parameters, the write answers for writes, and 429 for a limit", () => {
    expect(errorStatusesOf(route({ isPublic: true, hasPathParams: true }))).toEqual([400, 404, 500]);
    expect(errorStatusesOf(route({ isPublic: true, method: "POST", rateLimited: true }))).toEqual([
      400, 403, 409, 413, 415, 429, 500,
    ]);
  });

  it("follows the session guard: pages, the docs and better-auth's routes need no session", () => {
    expect(needsSession(route({}))).toBe(true);
    expect(needsSession(route({ url: "/w/:slug" }))).toBe(false);
    expect(needsSession(route({ url: "/api/docs/json" }))).toBe(false);
    expect(needsSession(route({ url: "/api/auth/sign-in/email" }))).toBe(false);
  });

  it("writes the document's path of a Fastify URL", () => {
    expect(openApiPath("/api/reviews/:kind/:slug/eligibility")).toBe(
      "/api/reviews/{kind}/{slug}/eligibility",
    );
  });
});

describe("finishOpenApiDocument", () => {
  const doc = () => ({
    openapi: "3.1.0",
    paths: {
      "/api/things/{id}": {
        get: { responses: { "200": { description: "ok" }, "404": { description: "mine" } } },
      },
      "/w/{slug}": { get: { responses: { "301": { description: "moved" } } } },
    },
  });
  const routes = [
    route({ url: "/api/things/:id", hasPathParams: true, produces: ["text/calendar"] }),
    route({ url: "/w/:slug", isPublic: true, hasPathParams: true, produces: ["text/html"] }),
  ];

  it("adds the session, the one error body and the produced content type", () => {
    const op = finishOpenApiDocument(doc(), routes).paths["/api/things/{id}"].get as unknown as {
      security: unknown;
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(op.security).toEqual([{ session: [] }]);
    expect(Object.keys(op.responses)).toEqual(["200", "400", "401", "403", "404", "500"]);
    expect(op.responses["200"]!.content).toEqual({ "text/calendar": { schema: { type: "string" } } });
    expect(op.responses["404"]!.content).toEqual({
      "application/json": { schema: { $ref: ERROR_BODY_REF } },
    });
  });

  it("lets a page answer 200 and its errors as pages too; a public route's session is optional", () => {
    const op = finishOpenApiDocument(doc(), routes).paths["/w/{slug}"].get as unknown as {
      security: unknown;
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(op.security).toEqual([{}, { session: [] }]);
    expect(op.responses["200"]!.content).toEqual({ "text/html": { schema: { type: "string" } } });
    expect(Object.keys(op.responses["404"]!.content!)).toEqual(["application/json", "text/html"]);
  });

  it("declares 304 with no body for a cacheable public answer, and only there", () => {
    const cacheable = [
      route({ url: "/api/things/:id", isPublic: true, hasPathParams: true, conditional: true }),
    ];
    const op = finishOpenApiDocument(doc(), cacheable).paths["/api/things/{id}"].get as unknown as {
      responses: Record<string, { content?: unknown }>;
    };
    expect(op.responses["304"]).toEqual({ description: "Not modified: the cached answer is current" });
    const plain = finishOpenApiDocument(doc(), routes).paths["/api/things/{id}"].get as unknown as {
      responses: Record<string, unknown>;
    };
    expect(plain.responses["304"]).toBeUndefined();
  });
});

describe("the response validator (Ajv 2020)", () => {
  const finished = finishOpenApiDocument(
    {
      openapi: "3.1.0",
      paths: {
        "/api/x": {
          get: {
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      properties: {
                        city: { anyOf: [{ type: "string", enum: ["cleveland"] }, { type: "null" }] },
                      },
                      required: ["city"],
                      additionalProperties: false,
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    [route({ url: "/api/x", isPublic: true })],
  ) as unknown as OpenApiDocument;
  const check = createResponseValidator(finished);
  const op = finished.paths["/api/x"]!.get!;
  const json = "application/json; charset=utf-8";

  it("accepts a conforming answer, null included", () => {
    expect(check(op, { statusCode: 200, contentType: json, body: '{"city":null}' })).toEqual([]);
    const error = '{"error":{"code":"VALIDATION","message":"m","fields":{"a":"b"}}}';
    expect(check(op, { statusCode: 400, contentType: json, body: error })).toEqual([]);
  });

  it("names an undeclared status, a wrong content type, an extra field and a wrong error body", () => {
    expect(check(op, { statusCode: 401, contentType: json, body: "{}" })[0]).toMatch(/not declared/);
    expect(check(op, { statusCode: 200, contentType: "text/html", body: "<p>" })[0]).toMatch(/text\/html/);
    expect(check(op, { statusCode: 200, contentType: json, body: '{"city":null,"x":1}' })).not.toEqual([]);
    expect(check(op, { statusCode: 200, contentType: json, body: '{"city":"paris"}' })).not.toEqual([]);
    const unknownCode = '{"error":{"code":"TEAPOT","message":"m"}}';
    expect(check(op, { statusCode: 400, contentType: json, body: unknownCode })).not.toEqual([]);
  });
});
