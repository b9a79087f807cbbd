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
 * The cases client code may act on, within an error code (`reason` below). Add one when a screen must
 * behave differently for a case; never match on the message text.
 */
export const errorReasons = [
  "account_kind", // FORBIDDEN: the feature is for another kind of account
  "slot_taken", // CONFLICT: a tour or call time was booked by someone else meanwhile
  "already_cancelled", // CONFLICT: a booking was cancelled before
  "already_decided", // CONFLICT: a proposal, claim or application was decided before
  "already_exists", // CONFLICT: the one-per-account thing exists (a vendor listing, an application)
  "already_claimed", // CONFLICT: the listing has an owner
  "claim_pending", // CONFLICT: a claim of this listing awaits review
  "spots_full", // CONFLICT: a limited offer (Founding 50) is full
  "try_again", // CONFLICT: a concurrent write won; retrying is safe
  "duplicate_listing", // CONFLICT: publishing would list a venue or business that is listed already
  "rsvp_not_found", // NOT_FOUND: an RSVP link that is unknown or was replaced (issue #12)
  "run_sheet_link", // NOT_FOUND: a run sheet link that is unknown or was revoked (issue #15)
  "rsvp_closed", // CONFLICT: the RSVP deadline has passed; answers are read-only (issue #12)
  "stale", // CONFLICT: the row changed since the client read it (its version); reload, nothing was saved (issue #14)
  "budget_locked", // FORBIDDEN: the couple locked the budget; only they change it (issue #14)
  "past_date", // VALIDATION: the wedding date has passed; no timeline to plan (issue #15)
] as const;
export type ErrorReason = (typeof errorReasons)[number];

/**
 * Machine-readable detail of an error (issue #11), so the client never branches on message text:
 * - `fields`: input path ("email", "guests.3.name") → what is wrong with it; the client puts each on its input.
 * - `reason`: a stable identifier of the case within the code (e.g. CONFLICT "slot_taken"), for code
 *   that must act differently per case.
 */
export type ErrorDetail = { fields?: Record<string, string>; reason?: ErrorReason };

export type ErrorBody = { error: { code: ErrorCode; message: string } & ErrorDetail };
