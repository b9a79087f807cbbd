/** Error codes shared by server and client; the server maps each to one HTTP status. */
export const errorCodes = [
  "BAD_REQUEST",
  "VALIDATION",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type ErrorBody = { error: { code: ErrorCode; message: string } };
