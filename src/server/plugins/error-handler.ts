import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, codeOfStatus, statusOf } from "../errors";

/** The one place errors become `{ error: { code, message } }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(statusOf[err.code]).send({ error: { code: err.code, message: err.message } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath.replace(/^\//, "").replace(/\//g, ".");
      const message = first
        ? field
          ? `${field}: ${first.message}`
          : (first.message ?? "Invalid request")
        : "Invalid request";
      return reply.status(400).send({ error: { code: "VALIDATION", message } });
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
