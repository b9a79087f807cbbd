import { z } from "zod";

/** `{ error: { code, message, fields?, reason? } }`: see ErrorDetail in shared/errors.ts. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional(),
  }),
});
export const okSchema = z.object({ ok: z.literal(true) });
