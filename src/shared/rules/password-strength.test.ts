import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, createPasswordChecker, emailName } from "./password-strength";

const check = createPasswordChecker({ dictionary, adjacencyGraphs });
const ctx = { email: "rosalind.park@example.test", name: "Rosalind Park" };

describe("password rule", () => {
  it.each(["        ", " \t  \n   "])("refuses a password of only spaces (%j)", (password) => {
    expect(check(password, ctx).problem).toEqual({
      code: "PASSWORD_BLANK",
      message: "Your password cannot be only spaces.",
    });
  });

  it.each(["rosalind.park", "ROSALIND.PARK", "my-Rosalind.Park-91", "rosalind.park@example.test"])(
    "refuses %s: equal to or containing the email name, whatever the case",
    (password) => {
      expect(check(password, ctx).problem).toEqual({
        code: "PASSWORD_HAS_EMAIL_NAME",
        message: "Your password contains your email name.",
      });
    },
  );

  it("exempts a short email name from the containing rule, not from equality", () => {
    expect(check("bold-kestrel-jo-17", { email: "jo@example.test" }).problem).toBeNull();
    expect(check("abc", { email: "abc@example.test" }).problem?.code).toBe("PASSWORD_HAS_EMAIL_NAME");
  });

  it.each(["juneweddings", "JuneWeddings2026!", "wedding-2027", "June Wedding!!"])(
    "refuses the site's own name (%s)",
    (password) => {
      expect(check(password, ctx).problem).toEqual({
        code: "PASSWORD_IS_SITE_NAME",
        message: "Your password cannot be this site's name.",
      });
    },
  );

  it.each(["password123", "PASSWORD123", "iloveyou1"])("refuses the common password %s", (password) => {
    expect(check(password, ctx).problem).toEqual({
      code: "PASSWORD_TOO_COMMON",
      message: COMMON_PASSWORD_MESSAGE,
    });
  });

  it("refuses a weak password with zxcvbn's warning and first suggestion", () => {
    expect(check("aaaaaaaaaaaa", ctx)).toEqual({
      score: 0,
      problem: {
        code: "PASSWORD_TOO_WEAK",
        message:
          'Repeated characters like "aaa" are easy to guess. Add more words or characters: a short phrase of uncommon words works well.',
      },
    });
    expect(check("qz7#Lm2!", ctx).problem).toEqual({
      code: "PASSWORD_TOO_WEAK",
      message:
        "This password is easy to guess. Add more words or characters: a short phrase of uncommon words works well.",
    });
  });

  it("counts the user's name as guessable", () => {
    expect(check("rosalindpark1", ctx).problem?.message).toMatch(
      /^Your password contains your name, your email or this site's name\./,
    );
    expect(check("rosalindpark1", {}).problem).toBeNull();
  });

  it.each(["june-demo-2027", "orchid-lantern-42", "violet-garden-42", "copper-willow-73", "Qz7#Lm2!vR"])(
    "accepts %s",
    (password) => {
      expect(check(password, ctx)).toMatchObject({ problem: null });
      expect(check(password, ctx).score).toBeGreaterThanOrEqual(3);
    },
  );

  it("accepts a 128-character password", () => {
    expect(check("qz7#Lm2!vR".repeat(12) + "qz7#Lm2!", ctx).problem).toBeNull();
  });

  it("reads the email name before the last @", () => {
    expect(emailName("A.B@x.test")).toBe("a.b");
    expect(emailName("")).toBe("");
    expect(emailName(undefined)).toBe("");
  });
});
