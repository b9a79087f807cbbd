/**
 * Close codes of the live channel (`GET /api/live`, issue #13). Its own file, free of zod, because the
 * browser's lazy live-channel client imports it.
 */

/** A socket opened without a session: the server closes it at once and the tab stops reconnecting. */
export const LIVE_SIGNED_OUT = 4401;
