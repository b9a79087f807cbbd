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

/**
 * Machine-readable detail of an error (issue #11), so the client never branches on message text:
 * - `fields`: input path ("email", "guests.3.name") → what is wrong with it; the client puts each on its input.
 * - `reason`: a stable identifier of the case within the code (e.g. CONFLICT "slot_taken"), for code
 *   that must act differently per case.
 */
export type ErrorDetail = { fields?: Record<string, string>; reason?: string };

export type ErrorBody = { error: { code: ErrorCode; message: string } & ErrorDetail };
