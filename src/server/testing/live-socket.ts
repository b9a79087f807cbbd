import { randomBytes } from "node:crypto";
import { request } from "node:http";
import type { Socket } from "node:net";

/**
 * A minimal WebSocket client for `GET /api/live` from tests and benchmarks in other processes than the
 * server (issue #13): Node 20 has no WebSocket client and `ws` is not a dependency of ours. The live
 * channel only pushes small text frames and pings, so this reads text frames (any length, unmasked as
 * servers send them), answers pings, and sends masked frames; it does no fragmentation or extensions.
 */
export type LiveSocket = {
  /** Every text frame as it arrives. */
  onMessage: (listener: (text: string) => void) => void;
  send: (text: string) => void;
  close: () => void;
  readonly closed: Promise<void>;
};

export function openLiveSocket(url: string, headers: Record<string, string> = {}): Promise<LiveSocket> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        ...headers,
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": randomBytes(16).toString("base64"),
      },
    });
    req.on("response", (res) => {
      res.resume();
      reject(new Error(`${url} answered ${res.statusCode} instead of upgrading`));
    });
    req.on("error", reject);
    req.on("upgrade", (_res, socket: Socket, head: Buffer) => {
      socket.setNoDelay(true);
      resolve(wrap(socket, head));
    });
    req.end();
  });
}

function frame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const len = payload.length;
  const header =
    len < 126
      ? Buffer.from([0x80 | opcode, 0x80 | len])
      : Buffer.from([0x80 | opcode, 0x80 | 126, len >> 8, len & 255]);
  const masked = Buffer.alloc(len);
  for (let i = 0; i < len; i++) masked[i] = payload[i]! ^ mask[i & 3]!;
  return Buffer.concat([header, mask, masked]);
}

function wrap(socket: Socket, head: Buffer): LiveSocket {
  const listeners: ((text: string) => void)[] = [];
  let buffered = head;
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const read = () => {
    for (;;) {
      if (buffered.length < 2) return;
      const opcode = buffered[0]! & 0x0f;
      let len = buffered[1]! & 0x7f;
      let offset = 2;
      if (len === 126) {
        if (buffered.length < 4) return;
        len = buffered.readUInt16BE(2);
        offset = 4;
      } else if (len === 127) {
        if (buffered.length < 10) return;
        len = Number(buffered.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffered.length < offset + len) return;
      const payload = buffered.subarray(offset, offset + len);
      buffered = buffered.subarray(offset + len);
      if (opcode === 1) {
        const text = payload.toString("utf8");
        for (const l of listeners) l(text);
      } else if (opcode === 9) socket.write(frame(10, Buffer.from(payload)));
      else if (opcode === 8) socket.end();
    }
  };
  socket.on("data", (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    read();
  });
  socket.on("error", () => socket.destroy());
  if (buffered.length > 0) queueMicrotask(read);
  return {
    onMessage: (listener) => void listeners.push(listener),
    send: (text) => void socket.write(frame(1, Buffer.from(text, "utf8"))),
    close: () => {
      if (!socket.destroyed) socket.end(frame(8, Buffer.from([0x03, 0xe8])));
      setTimeout(() => socket.destroy(), 500).unref();
    },
    closed,
  };
}
