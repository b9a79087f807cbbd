import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api";

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status }));
}
async function failure(): Promise<ApiError> {
  const err: unknown = await api("POST", "/api/x", {}).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("api errors", () => {
  it("keep the server's fields and reason beside status, code and message", async () => {
    answer(400, {
      error: { code: "VALIDATION", message: "email: Invalid email", fields: { email: "Invalid email" } },
    });
    const validation = await failure();
    expect([validation.status, validation.code, validation.message]).toEqual([
      400,
      "VALIDATION",
      "email: Invalid email",
    ]);
    expect(validation.fields).toEqual({ email: "Invalid email" });
    expect(validation.reason).toBeUndefined();

    answer(409, { error: { code: "CONFLICT", message: "That time is taken.", reason: "slot_taken" } });
    const conflict = await failure();
    expect([conflict.code, conflict.reason, conflict.fields]).toEqual(["CONFLICT", "slot_taken", undefined]);
  });

  it("drop detail that is not well formed", async () => {
    answer(409, { error: { code: "CONFLICT", message: "No", reason: 7, fields: ["email"] } });
    const err = await failure();
    expect([err.reason, err.fields]).toEqual([undefined, undefined]);

    answer(400, { error: { code: "VALIDATION", message: "No", fields: { email: 3, name: "Required" } } });
    expect((await failure()).fields).toEqual({ name: "Required" });
  });

  it("give a body without an error a general message", async () => {
    answer(502, null);
    const err = await failure();
    expect([err.status, err.code, err.message]).toEqual([
      502,
      "UNKNOWN",
      "Something went wrong. Please try again.",
    ]);
  });
});
