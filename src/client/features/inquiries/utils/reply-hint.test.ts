import { describe, expect, it } from "vitest";
import { replyHint } from "./reply-hint";

describe("replyHint", () => {
  it("says a couple get it and one person or a listing gets it", () => {
    expect(replyHint("Maya & Jordan", "couple")).toBe(
      "Maya & Jordan get it by email and can reply from there.",
    );
    expect(replyHint("Maya and Jordan", "couple")).toBe(
      "Maya and Jordan get it by email and can reply from there.",
    );
    expect(replyHint("Ava Martin", "couple")).toBe("Ava Martin gets it by email and can reply from there.");
    expect(replyHint("Rose & Thorn Barn", "listing")).toBe(
      "Rose & Thorn Barn gets it by email and can reply from there.",
    );
  });
});
