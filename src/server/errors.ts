import type { ErrorCode, ErrorDetail } from "@shared/errors";

/** The one error type of the server; plugins/error-handler.ts turns it into `{ error: { code, message, …detail } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail: ErrorDetail = {},
  ) {
    super(message);
  }
}

export const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export function codeOfStatus(status: number): ErrorCode {
  const found = (Object.entries(statusOf) as [ErrorCode, number][]).find(([, s]) => s === status);
  return found ? found[0] : status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}

export const notFound = (what = "Not found") => new AppError("NOT_FOUND", what);

/** A VALIDATION error about named inputs: the client shows each message on its field. */
export const invalidFields = (
  fields: Record<string, string>,
  message = Object.values(fields)[0] ?? "Invalid input",
) => new AppError("VALIDATION", message, { fields });
