import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "@shared/schemas/collaboration";
import { createTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A tab's socket on /api/live with the client's cookies, and the events it received. */
async function openTab(cookie: string | undefined) {
  const ws = await t.app.injectWS("/api/live", { headers: cookie ? { cookie } : {} });
  const events: LiveEvent[] = [];
  ws.on("message", (raw: Buffer) => events.push(JSON.parse(raw.toString("utf8")) as LiveEvent));
  return { ws, events };
}

const until = async (check: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("GET /api/live", () => {
  it("closes a socket without a session at once with 4401, delivering nothing", async () => {
    // Over a real socket: the server closes during the upgrade, which injectWS does not report.
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const closed = new Promise<number>((resolve, reject) => {
      const req = request({
        port,
        host: "127.0.0.1",
        path: "/api/live",
        headers: {
          connection: "Upgrade",
          upgrade: "websocket",
          "sec-websocket-version": "13",
          "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        },
      });
      req.on("upgrade", (_res, socket, head) => {
        // The first frame is the close frame: 0x88, its length, then the code (big-endian); it may have
        // arrived with the upgrade's answer (`head`).
        const read = (frame: Buffer) => {
          resolve(frame[0] === 0x88 ? frame.readUInt16BE(2) : -1);
          socket.destroy();
        };
        if (head.length > 0) read(head);
        else socket.once("data", read);
      });
      req.on("response", (res) => reject(new Error(`answered ${res.statusCode}`)));
      req.end();
    });
    expect(await closed).toBe(4401);
    expect(t.live.connections()).toBe(0);
  });

  it("delivers an event to every tab of the addressed user and to nobody else", async () => {
    const ada = await t.quickUser();
    const bo = await t.quickUser();
    const [a1, a2, b] = await Promise.all([
      openTab(ada.client.jar.header()),
      openTab(ada.client.jar.header()),
      openTab(bo.client.jar.header()),
    ]);
    await until(() => t.live.connections() >= 3);
    t.live.send([ada.id], { type: "unread", total: 3 });
    await until(() => a1.events.length === 1 && a2.events.length === 1);
    expect(a1.events).toEqual([{ type: "unread", total: 3 }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(b.events).toEqual([]);
    for (const tab of [a1, a2, b]) tab.ws.terminate();
    await until(() => t.live.connections() === 0);
  });

  it("closes a socket that sends anything but a ping", async () => {
    const ada = await t.quickUser();
    const tab = await openTab(ada.client.jar.header());
    const closed = new Promise<number>((r) => tab.ws.on("close", (code: number) => r(code)));
    tab.ws.send(JSON.stringify({ type: "typing", thread: "inquiry:x" }));
    expect(await closed).toBe(1003);
  });
});
