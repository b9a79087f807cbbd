import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@shared/schemas/collaboration";
import { unsettled, type PendingMessage } from "./use-conversation";

const stored = (id: string, body: string, authorId = "me"): ChatMessage => ({
  id,
  thread: "inquiry:x",
  authorId,
  authorName: "Ava",
  body,
  attachments: [],
  createdAt: "2026-05-14T10:00:00.000Z",
});
const sending = (localId: string, body: string, ownBefore: string[] = []): PendingMessage => ({
  localId,
  body,
  attachments: [],
  createdAt: "2026-05-14T10:00:00.000Z",
  status: "sending",
  ownBefore: new Set(ownBefore),
});

describe("unsettled", () => {
  it("hides a sending message once the live channel has delivered its stored copy", () => {
    expect(unsettled([sending("p1", "Hi")], [stored("m1", "Hi")], "me")).toEqual([]);
  });
  it("matches each stored copy once, and never an older message with the same words", () => {
    const pending = [sending("p1", "Yes", ["m0"]), sending("p2", "Yes", ["m0"])];
    const left = unsettled(pending, [stored("m0", "Yes"), stored("m1", "Yes")], "me");
    expect(left.map((p) => p.localId)).toEqual(["p2"]);
  });
  it("keeps a failed message with its retry, and ignores others' messages", () => {
    const failed = { ...sending("p1", "Hi"), status: "failed" as const };
    expect(unsettled([failed], [stored("m1", "Hi")], "me")).toHaveLength(1);
    expect(unsettled([sending("p2", "Hi")], [stored("m2", "Hi", "noah")], "me")).toHaveLength(1);
  });
});
