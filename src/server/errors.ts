import type { ErrorCode } from "@shared/errors";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
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
