import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  email,
  hasUnsafeText,
  LINE_BREAK_MESSAGE,
  line,
  optionalWebsite,
  requiredLine,
  requiredText,
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

describe("required fields (issue #18)", () => {
  it("say what is missing when empty, how long when short, and only one of them", () => {
    const name = requiredLine({ max: 80, min: 3, missing: "Enter the venue name." });
    expect(messagesOf(name, "")).toEqual(["Enter the venue name."]);
    expect(messagesOf(name, "   ")).toEqual(["Enter the venue name."]);
    expect(messagesOf(name, "ab")).toEqual(["Use at least 3 characters."]);
    expect(messagesOf(name, "Larkspur")).toEqual([]);
    const about = requiredText({
      max: 500,
      min: 40,
      missing: "Tell us about it.",
      tooShort: "A little more.",
    });
    expect(messagesOf(about, "")).toEqual(["Tell us about it."]);
    expect(messagesOf(about, "short")).toEqual(["A little more."]);
  });

  it("an empty email asks for the email; a malformed one for a valid email", () => {
    expect(messagesOf(email(), "")).toEqual(["Enter your email."]);
    expect(messagesOf(email(), "ava@")).toEqual(["Enter a valid email."]);
    expect(messagesOf(email("Enter a valid email.", "Enter the couple's email."), " ")).toEqual([
      "Enter the couple's email.",
    ]);
    expect(messagesOf(email(), "ava@example.test")).toEqual([]);
  });
});

describe("required fields inside an object", () => {
  it("leave the object's own refinements running while a field is empty", async () => {
    const { z } = await import("zod");
    const form = z
      .object({
        about: requiredText({ max: 500, min: 40, missing: "Tell us about it." }),
        a: z.number(),
        b: z.number(),
      })
      .refine((v) => v.b >= v.a, { path: ["b"], message: "b must be at least a." });
    const issues = form.safeParse({ about: "", a: 2, b: 1 }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(["Tell us about it.", "b must be at least a."]);
  });
});
