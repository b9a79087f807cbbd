import { z } from "zod";
import { errorCodes, errorReasons } from "../errors";

/**
 * `{ error: { code, message, fields?, reason? } }`: see ErrorDetail in shared/errors.ts. The one error body
 * of every error answer in the OpenAPI document (plugins/openapi-document.ts), codes and reasons listed.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.enum(errorReasons).optional(),
  }),
});
export const okSchema = z.object({ ok: z.literal(true) });
