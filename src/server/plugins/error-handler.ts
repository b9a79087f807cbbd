import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorBody } from "@shared/errors";
import { AppError, codeOfStatus, statusOf } from "../errors";

type Validation = { instancePath: string; message?: string | undefined }[];

/** Every failed input by its path ("guests.3.name"), first message per path; "" is the body itself. */
function fieldsOf(validation: Validation): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of validation) {
    const path = v.instancePath.replace(/^\//, "").replace(/\//g, ".");
    fields[path] ??= v.message ?? "Invalid value";
  }
  return fields;
}

/** The one place errors become `{ error: { code, message, fields?, reason? } }` (shared/errors.ts). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { error: { code: err.code, message: err.message, ...err.detail } };
      return reply.status(statusOf[err.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsOf(err.validation);
      const [path, first] = Object.entries(fields)[0] ?? ["", "Invalid request"];
      const message = path ? `${path}: ${first}` : first;
      const body: ErrorBody = { error: { code: "VALIDATION", message, fields } };
      return reply.status(400).send(body);
    }
    const status = typeof err.statusCode === "number" && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, "unhandled error");
      return reply.status(500).send({
        error: { code: "INTERNAL", message: "Something went wrong on our side. Please try again." },
      });
    }
    return reply.status(status).send({ error: { code: codeOfStatus(status), message: err.message } });
  });
}
