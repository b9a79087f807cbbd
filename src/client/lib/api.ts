import type { ErrorDetail, ErrorReason } from "@shared/errors";
import { ACTING_FOR_HEADER, getActingFor } from "./acting-for";

/**
 * The one way the client talks to the API: JSON in, JSON out, errors as ApiError with the server's code
 * and its machine-readable detail (`fields` for the form's inputs, `reason` for code that acts per case;
 * src/shared/errors.ts). Code branches on `status`, `code` or `reason`, never on the message.
 */
export class ApiError extends Error {
  readonly fields: Record<string, string> | undefined;
  readonly reason: ErrorReason | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.fields = detail.fields;
    this.reason = detail.reason;
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Init = {
  signal?: AbortSignal;
  /**
   * A creating POST the server de-duplicates (issue #19, decision 021): one Idempotency-Key for the whole
   * attempt series, and a retry with that key when the answer was lost (network) or the server was
   * restarting (503) — the server then answers the first attempt's result instead of creating again.
   * A send lost because the connection dropped waits for it to come back, then retries (decision 025).
   */
  idempotent?: boolean;
};

const RETRY_DELAYS_MS = [400, 1500];

export async function api<T>(method: Method, path: string, body?: unknown, init?: Init): Promise<T> {
  if (!init?.idempotent) return send<T>(method, path, body, init?.signal);
  const key = crypto.randomUUID();
  for (let attempt = 0; ;) {
    try {
      return await send<T>(method, path, body, init.signal, key);
    } catch (err) {
      if (init.signal?.aborted) throw err;
      const isLost = err instanceof ApiError && err.status === 0;
      if (isLost && isOffline()) {
        // Offline: the same key goes again once the connection is back, however long that takes.
        await whenBackOnline();
        continue;
      }
      const delay = RETRY_DELAYS_MS[attempt++];
      if (!(isLost || (err instanceof ApiError && err.status === 503)) || delay === undefined) throw err;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

function whenBackOnline(): Promise<void> {
  return new Promise((resolve) => {
    if (!isOffline()) resolve();
    else window.addEventListener("online", () => resolve(), { once: true });
  });
}

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
  idempotencyKey?: string,
): Promise<T> {
  let res: Response;
  // A contributor working for a couple names it on every call (lib/acting-for.ts; decision 031).
  const actingFor = getActingFor();
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        ...(actingFor ? { [ACTING_FOR_HEADER]: actingFor } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(
      0,
      "NETWORK",
      isOffline()
        ? "You're offline. Check your connection and try again."
        : "We could not reach the server. Check your connection and try again.",
    );
  }
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const error = (data as { error?: { code?: string; message?: string } & ErrorDetail } | null)?.error;
    throw new ApiError(
      res.status,
      error?.code ?? "UNKNOWN",
      error?.message ?? "Something went wrong. Please try again.",
      errorDetailOf(error),
    );
  }
  return data as T;
}

/** Keeps only well-formed detail: a body from a proxy or an old server may carry anything. */
export function errorDetailOf(error: { fields?: unknown; reason?: unknown } | undefined): ErrorDetail {
  const detail: ErrorDetail = {};
  const fields = error?.fields;
  if (fields && typeof fields === "object" && !Array.isArray(fields)) {
    const entries = Object.entries(fields).filter(([, text]) => typeof text === "string");
    if (entries.length > 0) detail.fields = Object.fromEntries(entries);
  }
  // Not checked against errorReasons: that list would weigh on the first load, and an unknown reason
  // simply matches no branch.
  if (typeof error?.reason === "string") detail.reason = error.reason as ErrorReason;
  return detail;
}

export const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : "Something went wrong. Please try again.";
