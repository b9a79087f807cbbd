/** The one way the client talks to the API: JSON in, JSON out, errors as ApiError with the server's code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Init = {
  signal?: AbortSignal;
  /**
   * A creating POST the server de-duplicates (issue #19, decision 021): one Idempotency-Key for the whole
   * attempt series, and a retry with that key when the answer was lost (network) or the server was
   * restarting (503) — the server then answers the first attempt's result instead of creating again.
   */
  idempotent?: boolean;
};

const RETRY_DELAYS_MS = [400, 1500];

export async function api<T>(method: Method, path: string, body?: unknown, init?: Init): Promise<T> {
  if (!init?.idempotent) return send<T>(method, path, body, init?.signal);
  const key = crypto.randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      return await send<T>(method, path, body, init.signal, key);
    } catch (err) {
      const delay = RETRY_DELAYS_MS[attempt];
      const retryable = err instanceof ApiError && (err.status === 0 || err.status === 503);
      if (!retryable || delay === undefined || init.signal?.aborted) throw err;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

async function send<T>(
  method: Method,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
  idempotencyKey?: string,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "NETWORK", "We could not reach the server. Check your connection and try again.");
  }
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!res.ok) {
    const error = (data as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      res.status,
      error?.code ?? "UNKNOWN",
      error?.message ?? "Something went wrong. Please try again.",
    );
  }
  return data as T;
}

export const messageOf = (err: unknown) =>
  err instanceof Error ? err.message : "Something went wrong. Please try again.";
