import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api";

afterEach(() => {
  vi.unstubAllGlobals();
});

function recordFetch(answers: (() => Response)[]) {
  const keys: (string | undefined)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((_path: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)["idempotency-key"]);
      const next = answers.shift();
      if (!next) throw new Error("no more answers");
      return Promise.resolve(next());
    }),
  );
  return keys;
}

const lost = () => {
  throw new TypeError("Failed to fetch");
};
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("api with idempotent: true", () => {
  it("retries a lost answer and a 503 with the same Idempotency-Key", async () => {
    const keys = recordFetch([
      lost,
      json(503, { error: { code: "INTERNAL", message: "restarting" } }),
      json(201, { ok: true }),
    ]);
    await expect(api("POST", "/api/contact", { a: 1 }, { idempotent: true })).resolves.toEqual({ ok: true });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it("uses a new key for each call and does not retry other errors", async () => {
    const keys = recordFetch([json(201, {}), json(400, { error: { code: "VALIDATION", message: "Bad." } })]);
    await api("POST", "/api/contact", {}, { idempotent: true });
    await expect(api("POST", "/api/contact", {}, { idempotent: true })).rejects.toEqual(
      new ApiError(400, "VALIDATION", "Bad."),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("sends no key when not asked", async () => {
    const keys = recordFetch([json(201, {})]);
    await api("POST", "/api/contact", {});
    expect(keys).toEqual([undefined]);
  });
});

describe("api offline", () => {
  function goOffline() {
    const listeners: (() => void)[] = [];
    const nav = { onLine: false };
    vi.stubGlobal("navigator", nav);
    vi.stubGlobal("window", {
      addEventListener: (type: string, listener: () => void) => type === "online" && listeners.push(listener),
    });
    return () => {
      nav.onLine = true;
      for (const l of listeners.splice(0)) l();
    };
  }

  it("holds an idempotent send lost offline until the connection is back, then sends it with the same key", async () => {
    const backOnline = goOffline();
    const keys = recordFetch([lost, json(201, { ok: true })]);
    let settled = false;
    const sent = api("POST", "/api/contact", { a: 1 }, { idempotent: true }).finally(() => (settled = true));
    // Far longer than the retry delays: still waiting, not failed.
    await new Promise((r) => setTimeout(r, 2500));
    expect(settled).toBe(false);
    expect(keys).toHaveLength(1);
    backOnline();
    await expect(sent).resolves.toEqual({ ok: true });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("says the visitor is offline when a request cannot leave the browser", async () => {
    goOffline();
    recordFetch([lost]);
    await expect(api("GET", "/api/venues")).rejects.toMatchObject({
      status: 0,
      message: "You're offline. Check your connection and try again.",
    });
  });
});

describe("api acting for a couple", () => {
  it("sends X-Couple-Id while the tab acts for a couple", async () => {
    const store = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    const sent: (string | undefined)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((_path: string, init: RequestInit) => {
        sent.push((init.headers as Record<string, string>)["x-couple-id"]);
        return Promise.resolve(new Response("{}", { status: 200 }));
      }),
    );
    await api("GET", "/api/guests");
    store.set("june.acting-for", "couple_42");
    await api("GET", "/api/guests");
    store.delete("june.acting-for");
    await api("GET", "/api/guests");
    expect(sent).toEqual([undefined, "couple_42", undefined]);
  });
});
