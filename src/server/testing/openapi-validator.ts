import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

/**
 * Checks real answers against the OpenAPI 3.1 document with a third-party validator (Ajv 8 in its JSON
 * Schema 2020-12 mode, with ajv-formats; both pinned in package.json, docs/decisions/046). Strict: an
 * unknown keyword or format in the document is an error too, not a silent pass.
 */

type Json = Record<string, unknown>;
export type MediaType = { schema?: Json };
export type ResponseObject = { description?: string; content?: Record<string, MediaType> };
export type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: Json }[];
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Json> };
};

/** An answer as the crawler saw it. */
export type Answer = { statusCode: number; contentType: string | undefined; body: string };

const COMPONENT = "#/components/schemas/";
const componentId = (name: string) => `urn:june:components:${name}`;

/** `#/components/schemas/X` → the id Ajv knows the component by (a response schema alone has no root). */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === "$ref" && typeof v === "string" && v.startsWith(COMPONENT)
        ? componentId(v.slice(COMPONENT.length))
        : rewriteRefs(v),
    ]),
  );
}

export function createResponseValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    ajv.addSchema({ ...(rewriteRefs(schema) as Json), $id: componentId(name) });
  const compiled = new Map<Json, ValidateFunction>();
  const compile = (schema: Json) => {
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, (fn = ajv.compile(rewriteRefs(schema) as Json)));
    return fn;
  };

  /** Problems of one answer against its operation; empty when it conforms. */
  return function check(op: OpenApiOperation, answer: Answer): string[] {
    const response =
      op.responses?.[String(answer.statusCode)] ?? op.responses?.[`${String(answer.statusCode)[0]}XX`];
    if (!response) return [`status ${answer.statusCode} is not declared (${answer.body.slice(0, 120)})`];
    const content = response.content ?? {};
    const mediaType = answer.contentType?.split(";")[0]?.trim().toLowerCase();
    if (Object.keys(content).length === 0)
      return answer.body.length === 0 ? [] : [`${answer.statusCode} declares no body, got ${mediaType}`];
    if (!mediaType) return [`${answer.statusCode} has a body without a content type`];
    const media = content[mediaType];
    if (!media)
      return [
        `${answer.statusCode} content type ${mediaType} is not declared (${Object.keys(content).join(", ")})`,
      ];
    if (!media.schema) return [];
    let data: unknown = answer.body;
    if (mediaType === "application/json" || mediaType.endsWith("+json")) {
      try {
        data = JSON.parse(answer.body);
      } catch {
        return [`${answer.statusCode} is not JSON: ${answer.body.slice(0, 80)}`];
      }
    }
    const validate = compile(media.schema);
    if (validate(data)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => {
      const at = e.instancePath || "(body)";
      return `${answer.statusCode} ${at} ${e.message ?? ""} ${JSON.stringify(e.params)}`;
    });
  };
}
