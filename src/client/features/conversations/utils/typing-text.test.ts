import { describe, expect, it } from "vitest";
import { typingText } from "./typing-text";

describe("typingText", () => {
  it("names who is typing", () => {
    expect(typingText([])).toBeNull();
    expect(typingText(["Noah"])).toBe("Noah is typing…");
    expect(typingText(["Noah", "Ava"])).toBe("Noah and Ava are typing…");
    expect(typingText(["A", "B", "C", "D"])).toBe("Several people are typing…");
  });
});
