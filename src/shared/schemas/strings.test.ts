import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  hasUnsafeText,
  LINE_BREAK_MESSAGE,
  line,
  optionalWebsite,
  text,
  UNSAFE_TEXT_MESSAGE,
} from "./strings";

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe("hasUnsafeText", () => {
  it("finds NUL and lone surrogates, not well-formed pairs", () => {
    expect(hasUnsafeText("a\u0000b")).toBe(true);
    expect(hasUnsafeText("\uD800")).toBe(true);
    expect(hasUnsafeText("x\uDC00")).toBe(true);
    expect(hasUnsafeText("\uDC00\uD800")).toBe(true);
    expect(hasUnsafeText("💍 and é")).toBe(false);
    expect(hasUnsafeText("line\nbreak\ttab")).toBe(false);
  });
});

describe("text and line", () => {
  it("trim, then bound the length with the usual message", () => {
    expect(text({ max: 5 }).parse("  hello  ")).toBe("hello");
    expect(messagesOf(text({ max: 2000 }), "x".repeat(2001))).toEqual(["Use at most 2,000 characters."]);
    expect(messagesOf(line({ max: 3, tooLong: "Too long." }), "abcd")).toEqual(["Too long."]);
  });

  it("refuse NUL and lone surrogates", () => {
    for (const bad of ["a\u0000", "\uD800", "\uDC00"]) {
      expect(messagesOf(text({ max: 50 }), bad)).toEqual([UNSAFE_TEXT_MESSAGE]);
      expect(messagesOf(line({ max: 50 }), bad)).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
  });

  it("keep line breaks in text and refuse them in a line", () => {
    expect(text({ max: 50 }).parse("one\ntwo")).toBe("one\ntwo");
    expect(messagesOf(line({ max: 50 }), "one\ntwo")).toEqual([LINE_BREAK_MESSAGE]);
  });

  it("refuse a web address hiding a NUL (the URL parser would strip it)", () => {
    expect(optionalWebsite().safeParse("https://example.com\u0000").success).toBe(false);
    expect(optionalWebsite().parse("https://example.com")).toBe("https://example.com");
  });
});
