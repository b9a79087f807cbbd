import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@shared/schemas/collaboration";
import { latestFromOthers, listNames, seenBy, seenText } from "./receipts";

const msg = (id: string, authorId: string, createdAt: string): ChatMessage => ({
  id,
  thread: "inquiry:x",
  authorId,
  authorName: authorId,
  body: id,
  attachments: [],
  createdAt,
});
const participants = [
  { id: "me", name: "Ava", role: "couple" as const },
  { id: "noah", name: "Noah", role: "business" as const },
  { id: "mia", name: "Mia", role: "contributor" as const },
];
const messages = [
  msg("1", "noah", "2026-05-14T10:00:00.000Z"),
  msg("2", "me", "2026-05-14T10:01:00.000Z"),
  msg("3", "me", "2026-05-14T10:02:00.000Z"),
];

describe("seenBy", () => {
  it("puts the receipt on the viewer's last message once another reader reached it", () => {
    const reads = [
      { userId: "noah", lastReadAt: "2026-05-14T10:02:00.000Z" },
      { userId: "mia", lastReadAt: "2026-05-14T10:01:30.000Z" },
      { userId: "me", lastReadAt: "2026-05-14T10:05:00.000Z" },
    ];
    expect(seenBy({ messages, reads, participants, viewerId: "me" })).toEqual({
      messageId: "3",
      names: ["Noah"],
    });
  });
  it("has nothing to mark before the viewer writes", () => {
    expect(seenBy({ messages: messages.slice(0, 1), reads: [], participants, viewerId: "me" })).toEqual({
      messageId: undefined,
      names: [],
    });
  });
});

describe("seenText", () => {
  it("says Seen between two people and who in a group", () => {
    expect(seenText(["Noah"], 2)).toBe("Seen");
    expect(seenText(["Noah", "Mia"], 3)).toBe("Seen by Noah and Mia");
    expect(seenText([], 2)).toBeNull();
  });
});

describe("listNames and latestFromOthers", () => {
  it("lists names in prose", () => {
    expect(listNames(["Ava", "Noah", "Mia"])).toBe("Ava, Noah and Mia");
  });
  it("finds the newest message someone else wrote", () => {
    expect(latestFromOthers(messages, "me")).toBe("2026-05-14T10:00:00.000Z");
    expect(latestFromOthers(messages, "noah")).toBe("2026-05-14T10:02:00.000Z");
  });
});
