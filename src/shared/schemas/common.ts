import { z } from "zod";

export const errorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export const okSchema = z.object({ ok: z.literal(true) });
