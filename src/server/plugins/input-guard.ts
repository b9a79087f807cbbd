import type { FastifyInstance } from "fastify";
import { hasUnsafeText, UNSAFE_TEXT_MESSAGE } from "@shared/schemas/strings";
import { AppError } from "../errors";

/**
 * The edge every request passes before any route sees it (issue #19, docs/decisions/020):
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused before parsing, by a linear scan; deeper
 *   values overflowed the stack in code that walks them recursively (better-auth, JSON.stringify).
 * - A NUL or a lone UTF-16 surrogate anywhere in the path parameters, query or parsed body (values and
 *   keys) answers 400: PostgreSQL refuses NUL and the JSON a lone surrogate makes. The shared string
 *   helpers say the same per field; this check means no route, better-auth's included, can forget.
 */

/** Deepest JSON nesting any route accepts: real bodies use 3 or 4 levels. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** True when JSON text opens more than `limit` arrays/objects at once. Brackets inside strings don't count. */
export function jsonDepthExceeds(json: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The path ("guests.0.name", "" for the value itself) of the first string or key holding a NUL or a lone
 * surrogate, or null. Iterative, so a wide body costs linear time and no stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === "string") {
      if (hasUnsafeText(item.value)) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((v, i) => stack.push({ value: v, path: join(item.path, String(i)) }));
    } else if (item.value !== null && typeof item.value === "object" && isPlain(item.value)) {
      for (const [k, v] of Object.entries(item.value)) {
        const path = join(item.path, k);
        if (hasUnsafeText(k)) return path;
        stack.push({ value: v, path });
      }
    }
  }
  return null;
}

const join = (a: string, b: string) => (a ? `${a}.${b}` : b);
// Multipart bodies carry files and streams; only data parsed from JSON, a query or a path is walked.
const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

export function registerInputGuard(app: FastifyInstance) {
  // Fastify's own JSON parser (prototype-poisoning checks kept), behind the depth scan.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const json = body.toString(); // parseAs "string": already a string
    if (jsonDepthExceeds(json)) return done(new AppError("BAD_REQUEST", TOO_DEEP_MESSAGE), undefined);
    void parseJson(req, json, done);
  });

  // preValidation: after parsing, before the schemas and every handler (better-auth's too).
  app.addHook("preValidation", async (req) => {
    // Fields are named as validation errors name them: the input's path, "" for the body itself.
    for (const value of [req.params, req.query, req.body]) {
      const field = findUnsafeText(value);
      if (field === null) continue;
      throw new AppError("VALIDATION", field ? `${field}: ${UNSAFE_TEXT_MESSAGE}` : UNSAFE_TEXT_MESSAGE, {
        fields: { [field]: UNSAFE_TEXT_MESSAGE },
      });
    }
  });
}
