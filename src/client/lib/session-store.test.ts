import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionStore } from "./session-store";

const couple = { id: "u1", email: "a@b.test", name: "Ada", kind: "couple", isAdmin: false };

/** Answers each GET of the session with the next of `answers` once `release` is called for it. */
function stubSessionAnswers(...answers: unknown[]) {
  const pending: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(() => {
      const body = answers.shift();
      return new Promise<Response>((resolve) =>
        pending.push(() => resolve(new Response(JSON.stringify(body), { status: 200 }))),
      );
    }),
  );
  return pending;
}

afterEach(() => vi.unstubAllGlobals());

describe("the session store", () => {
  it("is loading until the server answers, then says who is signed in", async () => {
    const store = createSessionStore();
    const pending = stubSessionAnswers({ user: couple });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    const load = store.load();
    expect(store.getSnapshot()).toEqual({ status: "loading", user: null });
    pending.shift()!();
    expect(await load).toMatchObject({ id: "u1", kind: "couple" });
    expect(store.getSnapshot().status).toBe("signed-in");
    expect(seen).toEqual(["signed-in"]);
    expect(store.getServerSnapshot().status).toBe("loading");
  });

  it("asks once for loads made while the first is on its way, and not again after", async () => {
    const store = createSessionStore();
    const pending = stubSessionAnswers(null);
    const [a, b] = [store.load(), store.load()];
    pending.shift()!();
    expect(await a).toBeNull();
    expect(await b).toBeNull();
    await store.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe("signed-out");
  });

  it("keeps the latest read when an older one answers last", async () => {
    const store = createSessionStore();
    const pending = stubSessionAnswers(null, { user: couple });
    const before = store.load(); // asked before a sign-in
    const after = store.reread(); // asked after it
    pending[1]!();
    await after;
    pending[0]!();
    await before;
    expect(store.getSnapshot()).toMatchObject({ status: "signed-in", user: { id: "u1" } });
  });

  it("a confirmed sign-out is known without asking, runs the hooks, and outranks a read on its way", async () => {
    const store = createSessionStore();
    const pending = stubSessionAnswers({ user: couple }, { user: couple });
    const first = store.load();
    pending.shift()!();
    await first;
    const hook = vi.fn();
    store.onSignedOut(hook);
    const late = store.reread();
    store.signedOut();
    expect(store.getSnapshot()).toEqual({ status: "signed-out", user: null });
    expect(hook).toHaveBeenCalledTimes(1);
    pending.shift()!();
    await late;
    expect(store.getSnapshot().status).toBe("signed-out");
  });

  it("treats a failed read as nobody signed in", async () => {
    const store = createSessionStore();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await store.load()).toBeNull();
    expect(store.getSnapshot().status).toBe("signed-out");
    warn.mockRestore();
  });
});
