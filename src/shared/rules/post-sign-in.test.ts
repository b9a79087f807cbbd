import { describe, expect, it } from "vitest";
import { postSignInTarget } from "./post-sign-in";

describe("postSignInTarget", () => {
  it("sends each kind to its account page", () => {
    expect(postSignInTarget({ kind: "couple", isAdmin: false, pathname: "/login" })).toBe("/couple-account");
    expect(postSignInTarget({ kind: "venue_owner", isAdmin: false, pathname: "/login" })).toBe(
      "/venue-owner-account",
    );
    expect(postSignInTarget({ kind: "vendor", isAdmin: false, pathname: "/auth" })).toBe("/vendor-account");
  });
  it("does not move a user already on their page", () => {
    expect(postSignInTarget({ kind: "vendor", isAdmin: false, pathname: "/vendor-account" })).toBeNull();
  });
  it("leaves admins on admin pages where they are", () => {
    expect(postSignInTarget({ kind: "couple", isAdmin: true, pathname: "/admin/claims" })).toBeNull();
    expect(postSignInTarget({ kind: "couple", isAdmin: true, pathname: "/admin" })).toBeNull();
    expect(postSignInTarget({ kind: "couple", isAdmin: true, pathname: "/login" })).toBe("/couple-account");
  });
  it("does not exempt a non-admin on an admin path", () => {
    expect(postSignInTarget({ kind: "couple", isAdmin: false, pathname: "/admin" })).toBe("/couple-account");
  });
  it("sends a user of no known kind home", () => {
    expect(postSignInTarget({ kind: "wizard", isAdmin: false, pathname: "/login" })).toBe("/");
    expect(postSignInTarget({ kind: undefined, isAdmin: false, pathname: "/" })).toBeNull();
  });
  it("returns to the protected page the user came from, never to another site", () => {
    expect(
      postSignInTarget({ kind: "couple", isAdmin: false, pathname: "/login", next: "/couple-account?tab=2" }),
    ).toBe("/couple-account?tab=2");
    expect(
      postSignInTarget({ kind: "couple", isAdmin: false, pathname: "/login", next: "//evil.example" }),
    ).toBe("/couple-account");
    expect(
      postSignInTarget({ kind: "couple", isAdmin: false, pathname: "/login", next: "https://evil.example" }),
    ).toBe("/couple-account");
    expect(
      postSignInTarget({ kind: "couple", isAdmin: false, pathname: "/login", next: "/\\evil.example" }),
    ).toBe("/couple-account");
  });
});
