import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@shared/schemas/collaboration";
import { dayLabel, groupByDay, mergeMessages } from "./message-days";

const msg = (id: string, createdAt: string): ChatMessage => ({
  id,
  thread: "couple:c1",
  authorId: "u1",
  authorName: "Ava",
  body: id,
  attachments: [],
  createdAt,
});

describe("dayLabel", () => {
  const now = new Date(2026, 4, 14, 15, 0); // Thursday, May 14 2026, local time
  it("names today and yesterday", () => {
    expect(dayLabel(new Date(2026, 4, 14, 0, 5).toISOString(), now)).toBe("Today");
    expect(dayLabel(new Date(2026, 4, 13, 23, 59).toISOString(), now)).toBe("Yesterday");
  });
  it("spells out older days, with the year only when it is not this year's", () => {
    expect(dayLabel(new Date(2026, 4, 11, 9).toISOString(), now)).toBe("Monday, May 11");
    expect(dayLabel(new Date(2025, 11, 31, 9).toISOString(), now)).toBe("Wednesday, December 31, 2025");
  });
});

describe("groupByDay", () => {
  it("keeps the order and starts a group at each new local day", () => {
    const now = new Date(2026, 4, 14, 15, 0);
    const days = groupByDay(
      [
        msg("a", new Date(2026, 4, 13, 22).toISOString()),
        msg("b", new Date(2026, 4, 13, 23).toISOString()),
        msg("c", new Date(2026, 4, 14, 8).toISOString()),
      ],
      now,
    );
    expect(days.map((d) => [d.label, d.messages.map((m) => m.id)])).toEqual([
      ["Yesterday", ["a", "b"]],
      ["Today", ["c"]],
    ]);
  });
});

describe("mergeMessages", () => {
  it("keeps one copy of a message that came twice and orders by time", () => {
    const a = msg("a", "2026-05-14T10:00:00.000Z");
    const b = msg("b", "2026-05-14T10:01:00.000Z");
    const c = msg("c", "2026-05-14T10:02:00.000Z");
    expect(mergeMessages([a, c], [b, c]).map((m) => m.id)).toEqual(["a", "b", "c"]);
  });
});
