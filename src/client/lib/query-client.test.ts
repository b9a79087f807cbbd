import { MutationObserver } from "@tanstack/react-query";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, type MutationMeta } from "./query-client";
import { subscribeToasts, type Toast } from "./toast";

let shown: Toast[] = [];
const stop = subscribeToasts((toasts) => (shown = toasts));
afterAll(stop);

const conflict = new ApiError(409, "CONFLICT", "That time was just booked by someone else.", {
  reason: "slot_taken",
});

/** Runs one failing mutation through a fresh client; returns the toasts it added. */
async function fail(options: { meta?: MutationMeta; onError?: () => void } = {}) {
  const client = createQueryClient();
  const before = shown.length;
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(conflict),
    ...options,
  });
  await observer.mutate().catch(() => undefined);
  return shown.slice(before);
}

describe("the default mutation error toast", () => {
  it("shows the API's message", async () => {
    expect(await fail()).toMatchObject([
      { kind: "error", title: "That time was just booked by someone else." },
    ]);
  });

  it("puts the message under the mutation's title", async () => {
    expect(await fail({ meta: { errorTitle: "We couldn't book your tour" } })).toMatchObject([
      {
        kind: "error",
        title: "We couldn't book your tour",
        description: "That time was just booked by someone else.",
      },
    ]);
  });

  it("stays quiet for a mutation that handles its errors", async () => {
    let handled = 0;
    expect(await fail({ onError: () => handled++ })).toEqual([]);
    expect(handled).toBe(1);
    expect(await fail({ meta: { errorToast: false } })).toEqual([]);
  });
});
