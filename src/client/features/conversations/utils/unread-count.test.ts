import { describe, expect, it } from "vitest";
import { addOne } from "./unread-count";

describe("addOne", () => {
  it("counts one more in a known thread and in the total", () => {
    expect(addOne({ total: 2, threads: [{ thread: "couple:a", unread: 2 }] }, "couple:a")).toEqual({
      total: 3,
      threads: [{ thread: "couple:a", unread: 3 }],
    });
  });

  it("adds a thread not counted yet, also before the first fetch", () => {
    expect(addOne({ total: 1, threads: [{ thread: "couple:a", unread: 1 }] }, "inquiry:b")).toEqual({
      total: 2,
      threads: [
        { thread: "couple:a", unread: 1 },
        { thread: "inquiry:b", unread: 1 },
      ],
    });
    expect(addOne(undefined, "couple:a")).toEqual({ total: 1, threads: [{ thread: "couple:a", unread: 1 }] });
  });
});
