import { describe, expect, it } from "vitest";
import { isActivePath } from "./router-link";

describe("a nav link is active", () => {
  it("on its own path, and below it unless `end`", () => {
    expect(isActivePath("/venues", "/venues")).toBe(true);
    expect(isActivePath("/venues/nashville", "/venues")).toBe(true);
    expect(isActivePath("/venues/nashville", "/venues", { end: true })).toBe(false);
    expect(isActivePath("/admin", "/admin", { end: true })).toBe(true);
  });

  it("not on a path that only starts with the same letters", () => {
    expect(isActivePath("/venues-guide", "/venues")).toBe(false);
    expect(isActivePath("/vendors", "/vendor")).toBe(false);
  });

  it("with a trailing slash on the link, and ignoring case unless asked", () => {
    expect(isActivePath("/admin/tickets", "/admin/")).toBe(true);
    expect(isActivePath("/Venues", "/venues")).toBe(true);
    expect(isActivePath("/Venues", "/venues", { caseSensitive: true })).toBe(false);
  });

  it("the home link only on home when `end`, everywhere below it otherwise", () => {
    expect(isActivePath("/", "/", { end: true })).toBe(true);
    expect(isActivePath("/venues", "/", { end: true })).toBe(false);
  });
});
